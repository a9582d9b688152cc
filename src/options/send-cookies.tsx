/** The one setting that makes Robots Lens behave unlike a crawler, explained so nobody turns it on by accident. */
import { setSendCookies } from './actions.ts';
import { SaveStatus } from './save-status.tsx';
import { settings } from './store.ts';

export function SendCookies() {
  const on = settings.value.sendCookies;
  return (
    <section class="card" aria-labelledby="cookies-heading">
      <h2 id="cookies-heading">Staging sites behind a login</h2>
      <div class="field field-check">
        <input
          id="send-cookies"
          type="checkbox"
          data-testid="send-cookies"
          checked={on}
          aria-describedby="send-cookies-hint"
          onChange={(event) => void setSendCookies(event.currentTarget.checked)}
        />
        <label for="send-cookies">Send this browser’s cookies when fetching robots.txt</label>
      </div>
      <p id="send-cookies-hint" class="hint">
        Turn this on only to check a staging or preview site that answers robots.txt with a login page (or 401/403) unless you are signed
        in. Crawlers never send cookies, so with this on Robots Lens may see a different robots.txt than Googlebot does; the popup says when
        cookies were sent. Off by default.
      </p>
      <SaveStatus area="cookies" />
    </section>
  );
}
