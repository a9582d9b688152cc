/** The person's own crawler profiles: listed, added, edited, deleted. */
import { ENGINE_LABELS } from '../core/index.ts';
import { deleteProfile, startAdding, startEditing } from './actions.ts';
import { ProfileForm } from './profile-form.tsx';
import { SaveStatus } from './save-status.tsx';
import { editor, settings } from './store.ts';

export function CustomProfiles() {
  const { customProfiles, profileId } = settings.value;
  const e = editor.value;
  return (
    <section class="card" aria-labelledby="profiles-heading">
      <h2 id="profiles-heading">Custom crawlers</h2>
      <p class="hint">
        For crawlers that are not in the list: your own bot, a vendor’s SEO crawler, or a token you want to test. They appear in the popup
        under “Custom”.
      </p>
      {customProfiles.length === 0 ? (
        <p class="empty">No custom crawlers yet.</p>
      ) : (
        <ul class="profiles" data-testid="custom-profiles">
          {customProfiles.map((p) => (
            <li key={p.id} class="profile" data-testid="custom-profile" data-id={p.id}>
              <div class="profile-main">
                <span class="profile-name">
                  {p.name}
                  {p.id === profileId && <span class="badge">default</span>}
                </span>
                <span class="profile-meta">
                  <code>{p.tokens.join(', ')}</code> · {ENGINE_LABELS[p.engine]}
                  {p.ignoreGlobal ? ' · ignores User-agent: *' : ''}
                </span>
              </div>
              <div class="profile-actions">
                <button type="button" class="button button-small" onClick={() => startEditing(p.id)} aria-label={`Edit ${p.name}`}>
                  Edit
                </button>
                <button
                  type="button"
                  class="button button-small button-danger"
                  onClick={() => void deleteProfile(p.id)}
                  aria-label={`Delete ${p.name}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {e.mode === 'closed' ? (
        <button type="button" class="button" data-testid="add-profile" onClick={startAdding}>
          Add a crawler
        </button>
      ) : (
        <ProfileForm />
      )}
      <SaveStatus area="profiles" />
    </section>
  );
}
