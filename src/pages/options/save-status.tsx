/** The confirmation (or error) after a save, shown next to the section it belongs to. */
import { useText } from '../../ui/use-text.ts';
import { saveStatus, type SaveArea } from './store.ts';

export function SaveStatus({ area }: { area: SaveArea }) {
  const s = saveStatus.value;
  const text = useText();
  if (!s || s.area !== area) return null;
  return (
    <p class={`save-status ${s.ok ? 'save-ok' : 'save-error'}`} role={s.ok ? 'status' : 'alert'}>
      {text.render(s.message)}
    </p>
  );
}
