/** The popup's AI-use pieces, hooked to its state: what the token controls, and the stated preferences. */
import { TokenControls } from './token-controls.tsx';
import { UsePreferences } from './use-preferences.tsx';
import { requestFocusLine } from '../actions.ts';
import { profile } from '../store.ts';
import { useView } from './use-state.ts';

export function PopupTokenControls() {
  return <TokenControls profile={profile.value} />;
}

export function PopupUsePreferences() {
  const view = useView.value;
  return view === null ? null : <UsePreferences view={view} onLine={requestFocusLine} />;
}
