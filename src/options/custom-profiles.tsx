/** The person's own crawler profiles: listed, added, edited, deleted. */
import { ENGINE_LABELS } from '../core/index.ts';
import { deleteProfile, startAdding, startEditing } from './actions.ts';
import { ProfileForm } from './profile-form.tsx';
import { SaveStatus } from './save-status.tsx';
import { site } from '../text/text.ts';
import { useText } from '../ui/use-text.ts';
import { editor, settings } from './store.ts';

export function CustomProfiles() {
  const { customProfiles, profileId } = settings.value;
  const e = editor.value;
  const text = useText();
  return (
    <section class="card" aria-labelledby="profiles-heading">
      <h2 id="profiles-heading">{text.t('options.profiles.heading')}</h2>
      <p class="hint">{text.t('options.profiles.hint')}</p>
      {customProfiles.length === 0 ? (
        <p class="empty">{text.t('options.profiles.none')}</p>
      ) : (
        <ul class="profiles" data-testid="custom-profiles">
          {customProfiles.map((p) => (
            <li key={p.id} class="profile" data-testid="custom-profile" data-id={p.id}>
              <div class="profile-main">
                <span class="profile-name">
                  {p.name}
                  {p.id === profileId && <span class="badge">{text.t('options.profiles.default-tag')}</span>}
                </span>
                <span class="profile-meta">
                  <code>{p.tokens.join(', ')}</code> · {ENGINE_LABELS[p.engine]}
                  {p.ignoreGlobal ? ` · ${text.t('options.profiles.ignores-global')}` : ''}
                </span>
              </div>
              <div class="profile-actions">
                <button
                  type="button"
                  class="button button-small"
                  onClick={() => startEditing(p.id)}
                  aria-label={text.t('options.profiles.edit-label', { name: site(p.name) })}
                >
                  {text.t('options.profiles.edit')}
                </button>
                <button
                  type="button"
                  class="button button-small button-danger"
                  onClick={() => void deleteProfile(p.id)}
                  aria-label={text.t('options.profiles.delete-label', { name: site(p.name) })}
                >
                  {text.t('options.profiles.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {e.mode === 'closed' ? (
        <button type="button" class="button" data-testid="add-profile" onClick={startAdding}>
          {text.t('options.profiles.add')}
        </button>
      ) : (
        <ProfileForm />
      )}
      <SaveStatus area="profiles" />
    </section>
  );
}
