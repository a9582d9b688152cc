/**
 * The notes, grouped (a heading with the count per kind), each naming its
 * line, row or sitemap. A group opens by itself when it is short; a long one
 * stays folded and shows its items in steps, so 100,000 notes never become
 * 100,000 elements.
 */
import { MORE_STEP, useShownCount } from '../../../ui/show-more.tsx';
import { MessageText } from '../../../ui/site-text.tsx';
import { useText } from '../../../ui/use-text.ts';
import { GROUP_ORDER, groupHeading, type NoteGroup, noteGroup, noteMessage } from './note-message.ts';
import { NOTE_TEXT_MAX, type UrlNote } from '../../../url-lists/url-notes.ts';

/** A group this short is open from the start. */
const OPEN_UP_TO = 5;

export function UrlNotesList({ notes }: { notes: readonly UrlNote[] }) {
  const text = useText();
  if (notes.length === 0) return null;
  const groups = new Map<NoteGroup, UrlNote[]>();
  for (const note of notes) {
    const group = noteGroup(note);
    const list = groups.get(group);
    if (list) list.push(note);
    else groups.set(group, [note]);
  }
  return (
    <section class="wb-urls-notes" aria-label={text.t('workbench-urls.notes.heading', { count: notes.length })} data-testid="url-notes">
      <h3>{text.t('workbench-urls.notes.heading', { count: notes.length })}</h3>
      {GROUP_ORDER.filter((g) => groups.has(g)).map((g) => (
        <NoteGroupView key={g} group={g} notes={groups.get(g)!} />
      ))}
    </section>
  );
}

function NoteGroupView({ group, notes }: { group: NoteGroup; notes: UrlNote[] }) {
  const text = useText();
  const { count, more } = useShownCount(notes);
  const shown = notes.slice(0, count);
  return (
    <details class="wb-urls-group" open={notes.length <= OPEN_UP_TO} data-group={group}>
      <summary>{text.render(groupHeading(group, notes.length))}</summary>
      <ul>
        {shown.map((note, i) => (
          <li key={i}>
            <MessageText parts={text.renderParts(noteMessage(note))} />
            {'cut' in note && note.cut && <span class="muted"> {text.t('workbench-urls.notes.cut', { count: NOTE_TEXT_MAX })}</span>}
          </li>
        ))}
      </ul>
      {notes.length > count && (
        <button type="button" class="button button-quiet button-small" onClick={more}>
          {text.t('ui.more.show', { count: Math.min(MORE_STEP, notes.length - count) })}
        </button>
      )}
    </details>
  );
}
