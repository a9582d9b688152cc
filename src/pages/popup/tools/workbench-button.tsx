/** The button in the popup's top bar that opens the workbench (a tab) for the site the popup is on. */
import './popup-tools.css';
import { WorkbenchIcon } from '../../../ui/icons.tsx';
import { useText } from '../../../ui/use-text.ts';

export function WorkbenchButton({ onOpen }: { onOpen: () => void }) {
  const text = useText();
  const label = text.t('popup-tools.workbench.open');
  return (
    <button type="button" class="icon-button" data-testid="open-workbench" aria-label={label} title={label} onClick={onOpen}>
      <WorkbenchIcon size={16} />
    </button>
  );
}
