/** The person's own crawler profiles: listed, added, edited, deleted. */
import { useText } from '../../ui/use-text.ts';
import { deleteProfile, startAdding, startEditing } from './actions.ts';
import { MessageText } from '../../ui/site-text.tsx';
import { engineLabel, profileDescription } from '../../text/profile-text.ts';
import { site } from '../../text/text.ts';
import { ProfileForm } from './profile-form.tsx';
import { SaveStatus } from './save-status.tsx';
import { editor, settings } from './store.ts';

export function CustomProfiles() {
  const text = useText();
  const { customProfiles, profileId } = settings.value;
  const e = editor.value;
  return (
    <section class="card" aria-labelledby="profiles-heading">
      <h2 id="profiles-heading">{text.t('profile.custom.heading')}</h2>
      <p class="hint">{text.t('profile.custom.hint')}</p>
      {customProfiles.length === 0 ? (
        <p class="empty">{text.t('profile.custom.empty')}</p>
      ) : (
        <ul class="profiles" data-testid="custom-profiles">
          {customProfiles.map((p) => (
            <li key={p.id} class="profile" data-testid="custom-profile" data-id={p.id}>
              <div class="profile-main">
                <span class="profile-name">
                  {p.name}
                  {p.id === profileId && <span class="badge">{text.t('profile.custom.default-badge')}</span>}
                </span>
                <span class="profile-meta">
                  <code>{p.tokens.join(', ')}</code> · {engineLabel(text, p.engine)}
                  {p.ignoreGlobal && <> · {text.t('profile.custom.ignores-global')}</>}
                </span>
                <span class="profile-description" data-testid="custom-profile-description">
                  <MessageText parts={text.renderParts(profileDescription(p))} />
                </span>
              </div>
              <div class="profile-actions">
                <button
                  type="button"
                  class="button button-small"
                  onClick={() => startEditing(p.id)}
                  aria-label={text.t('profile.custom.edit-label', { name: site(p.name) })}
                >
                  {text.t('profile.custom.edit')}
                </button>
                <button
                  type="button"
                  class="button button-small button-danger"
                  onClick={() => void deleteProfile(p.id)}
                  aria-label={text.t('profile.custom.delete-label', { name: site(p.name) })}
                >
                  {text.t('profile.custom.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {e.mode === 'closed' ? (
        <button type="button" class="button" data-testid="add-profile" onClick={startAdding}>
          {text.t('profile.custom.add')}
        </button>
      ) : (
        <ProfileForm />
      )}
      <SaveStatus area="profiles" />
    </section>
  );
}
