/** The one setting that makes Robots Lens behave unlike a crawler, explained so nobody turns it on by accident. */
import { useText } from '../../ui/use-text.ts';
import { setSendCookies } from './actions.ts';
import { SettingSwitch } from './setting-switch.tsx';
import { settings } from './store.ts';

export function SendCookies() {
  const text = useText();
  return (
    <SettingSwitch
      id="send-cookies"
      area="cookies"
      checked={settings.value.sendCookies}
      heading={text.t('options.cookies.heading')}
      label={text.t('options.cookies.label')}
      hint={text.t('options.cookies.hint')}
      onChange={(on) => void setSendCookies(on)}
    />
  );
}
