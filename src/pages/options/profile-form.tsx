/** Add or edit one custom crawler profile: name, tokens, engine, ignore-global; problems shown inline. */
import { profileProblemText } from '../../text/profile-text.ts';
import { site } from '../../text/text.ts';
import { MessageText } from '../../ui/site-text.tsx';
import { useText } from '../../ui/use-text.ts';
import { closeEditor, submitDraft, updateDraft } from './actions.ts';
import { splitTokens } from './profile-draft.ts';
import { editor } from './store.ts';

export function ProfileForm() {
  const text = useText();
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
      <h3 id="profile-form-heading">
        {e.mode === 'add'
          ? text.t('profile.form.heading-new')
          : draft.name
            ? text.t('profile.form.heading-edit', { name: site(draft.name) })
            : text.t('profile.form.heading-edit-unnamed')}
      </h3>
      <div class="field">
        <label for="profile-name">{text.t('profile.form.name')}</label>
        <input
          id="profile-name"
          type="text"
          data-testid="profile-name"
          value={draft.name}
          // biome-ignore lint/a11y/noAutofocus: the form opens on the person's own click, so its first field is where they expect to type.
          autoFocus
          autoComplete="off"
          spellcheck={false}
          placeholder={text.t('profile.form.name-placeholder')}
          aria-invalid={invalid ? 'true' : undefined}
          aria-describedby={invalid ? 'profile-problems' : undefined}
          onInput={(event) => updateDraft({ name: event.currentTarget.value })}
        />
      </div>
      <div class="field">
        <label for="profile-tokens">{text.t('profile.form.tokens')}</label>
        <input
          id="profile-tokens"
          type="text"
          data-testid="profile-tokens"
          value={draft.tokens}
          autoComplete="off"
          spellcheck={false}
          placeholder={text.t('profile.form.tokens-placeholder')}
          aria-describedby="profile-tokens-hint"
          onInput={(event) => updateDraft({ tokens: event.currentTarget.value })}
        />
        <p id="profile-tokens-hint" class="hint">
          {tokens.length > 1 ? (
            <MessageText parts={text.parts('profile.form.tokens-hint-order', { tokens: { siteList: tokens } })} />
          ) : (
            text.t('profile.form.tokens-hint')
          )}
        </p>
      </div>
      <div class="field">
        <label for="profile-engine">{text.t('profile.form.engine')}</label>
        <select
          id="profile-engine"
          data-testid="profile-engine"
          value={draft.engine}
          onChange={(event) => updateDraft({ engine: event.currentTarget.value === 'coccoc' ? 'coccoc' : 'google' })}
        >
          <option value="google">{text.t('profile.form.engine.google')}</option>
          <option value="coccoc">{text.t('profile.form.engine.coccoc')}</option>
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
          {text.t('profile.form.ignore-global')}
          <span class="hint"> {text.t('profile.form.ignore-global-hint')}</span>
        </label>
      </div>
      {invalid && (
        <ul id="profile-problems" class="problems" role="alert" data-testid="profile-problems">
          {problems.map((p) => {
            const said = profileProblemText(text, p);
            return <li key={said}>{said}</li>;
          })}
        </ul>
      )}
      <div class="actions">
        <button type="submit" class="button button-primary" data-testid="profile-save">
          {e.mode === 'add' ? text.t('profile.form.add') : text.t('profile.form.save')}
        </button>
        <button type="button" class="button" onClick={closeEditor}>
          {text.t('profile.form.cancel')}
        </button>
      </div>
    </form>
  );
}
