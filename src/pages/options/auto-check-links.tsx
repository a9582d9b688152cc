/** Whether the popup checks a page's links and resources (fetching their sites' robots.txt) without being asked. */
import { useText } from '../../ui/use-text.ts';
import { setAutoCheckLinks } from './actions.ts';
import { SettingSwitch } from './setting-switch.tsx';
import { settings } from './store.ts';

export function AutoCheckLinks() {
  const text = useText();
  return (
    <SettingSwitch
      id="auto-check-links"
      area="links"
      checked={settings.value.autoCheckLinks}
      heading={text.t('page-links.options.heading')}
      label={text.t('page-links.options.label')}
      hint={text.t('page-links.options.hint')}
      onChange={(on) => void setAutoCheckLinks(on)}
    />
  );
}
