/** The gear in the popup's top bar: the way to the options page (default crawler, custom crawlers, cache). */
import './popup-tools.css';
import { GearIcon } from '../../../ui/icons.tsx';
import { useText } from '../../../ui/use-text.ts';

export function OptionsButton({ onOpen }: { onOpen: () => void }) {
  const text = useText();
  const label = text.t('popup-tools.options.open');
  return (
    <button type="button" class="icon-button" data-testid="open-options" aria-label={label} title={label} onClick={onOpen}>
      <GearIcon size={16} />
    </button>
  );
}
