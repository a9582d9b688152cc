/** Add or edit one custom crawler profile: name, tokens, engine, ignore-global; problems shown inline. */
import { closeEditor, submitDraft, updateDraft } from './actions.ts';
import { splitTokens } from './profile-draft.ts';
import { editor } from './store.ts';

export function ProfileForm() {
  const e = editor.value;
  if (e.mode === 'closed') return null;
  const { draft, problems } = e;
  const tokens = splitTokens(draft.tokens);
  const invalid = problems.length > 0;
  return (
    <form
      class="profile-form"
      data-testid="profile-form"
      aria-labelledby="profile-form-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submitDraft();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          closeEditor();
        }
      }}
    >
      <h3 id="profile-form-heading">{e.mode === 'add' ? 'New crawler profile' : `Edit “${draft.name || 'profile'}”`}</h3>
      <div class="field">
        <label for="profile-name">Name</label>
        <input
          id="profile-name"
          type="text"
          data-testid="profile-name"
          value={draft.name}
          // biome-ignore lint/a11y/noAutofocus: the form opens on the person's own click, so its first field is where they expect to type.
          autoFocus
          autoComplete="off"
          spellcheck={false}
          placeholder="e.g. Our staging bot"
          aria-invalid={invalid ? 'true' : undefined}
          aria-describedby={invalid ? 'profile-problems' : undefined}
          onInput={(event) => updateDraft({ name: event.currentTarget.value })}
        />
      </div>
      <div class="field">
        <label for="profile-tokens">Product tokens</label>
        <input
          id="profile-tokens"
          type="text"
          data-testid="profile-tokens"
          value={draft.tokens}
          autoComplete="off"
          spellcheck={false}
          placeholder="e.g. mybot, googlebot"
          aria-describedby="profile-tokens-hint"
          onInput={(event) => updateDraft({ tokens: event.currentTarget.value })}
        />
        <p id="profile-tokens-hint" class="hint">
          Comma-separated, tried in order: the first token that names a group in robots.txt is used
          {tokens.length > 1 ? ` (here “${tokens[0]}”, then “${tokens.slice(1).join('”, then “')}”)` : ''}.
        </p>
      </div>
      <div class="field">
        <label for="profile-engine">Reads robots.txt like</label>
        <select
          id="profile-engine"
          data-testid="profile-engine"
          value={draft.engine}
          onChange={(event) => updateDraft({ engine: event.currentTarget.value === 'coccoc' ? 'coccoc' : 'google' })}
        >
          <option value="google">Google (RFC 9309, exact token match)</option>
          <option value="coccoc">Coc Coc (most specific prefix, honours Crawl-delay)</option>
        </select>
      </div>
      <div class="field field-check">
        <input
          id="profile-ignore-global"
          type="checkbox"
          data-testid="profile-ignore-global"
          checked={draft.ignoreGlobal}
          onChange={(event) => updateDraft({ ignoreGlobal: event.currentTarget.checked })}
        />
        <label for="profile-ignore-global">
          Ignore the <code>User-agent: *</code> group
          <span class="hint"> Like AdsBot: only groups that name one of its tokens apply.</span>
        </label>
      </div>
      {invalid && (
        <ul id="profile-problems" class="problems" role="alert" data-testid="profile-problems">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div class="actions">
        <button type="submit" class="button button-primary" data-testid="profile-save">
          {e.mode === 'add' ? 'Add profile' : 'Save changes'}
        </button>
        <button type="button" class="button" onClick={closeEditor}>
          Cancel
        </button>
      </div>
    </form>
  );
}
