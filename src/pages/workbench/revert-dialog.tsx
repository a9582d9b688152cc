/** "Revert to live" asks first: a real modal dialog (<dialog>, showModal: focus kept inside, Escape cancels). */
import { useLayoutEffect, useRef } from 'preact/hooks';
import { MessageText } from '../../ui/site-text.tsx';
import { useText } from '../../ui/use-text.ts';
import { cancelRevert, confirmRevert } from './actions.ts';
import { confirmingRevert, origin } from './store.ts';
import { site } from '../../text/text.ts';

export function RevertDialog() {
  const text = useText();
  const dialog = useRef<HTMLDialogElement>(null);
  const open = confirmingRevert.value;
  useLayoutEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      class="dialog"
      aria-labelledby="revert-title"
      aria-describedby="revert-body"
      onClose={cancelRevert}
      data-testid="revert-dialog"
    >
      <h2 id="revert-title">{text.t('workbench.revert.title')}</h2>
      <p id="revert-body">
        <MessageText parts={text.parts('workbench.revert.body', { origin: site(origin.value ?? '') })} />
      </p>
      <div class="dialog-actions">
        <button type="button" class="button" onClick={cancelRevert} data-testid="revert-cancel" autofocus>
          {text.t('workbench.revert.cancel')}
        </button>
        <button type="button" class="button button-danger" onClick={() => void confirmRevert()} data-testid="revert-confirm">
          {text.t('workbench.revert.confirm')}
        </button>
      </div>
    </dialog>
  );
}
