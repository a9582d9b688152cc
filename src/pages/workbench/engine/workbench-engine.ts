/**
 * The workbench's evaluation engine, pure (no browser API): the live record,
 * the draft text, the URLs and the crawler profiles go in; an Evaluation (the
 * verdict and deciding line per URL, crawler and file) comes out. The Web
 * Worker (evaluation.worker.ts) runs one; tests and the benchmark run it
 * directly.
 *
 * Work is kept between calls: the live file is parsed once and its columns
 * made once per URL list; the draft is parsed again when its text changed,
 * and each way of reading it (DraftReading) redoes only what the edit touched.
 */
import { crawlerGroupOf } from '../../../core/crawler-group.ts';
import { selectGroupsFor } from '../../../core/group-selection.ts';
import { parseRobotsTxt } from '../../../core/model-builder.ts';
import type { RobotsTxt } from '../../../core/model.ts';
import type { CrawlerProfile } from '../../../core/profiles.ts';
import type { RobotsRecord } from '../../../robots/robots-record.ts';
import { latestAnswer } from '../../../shared/latest-answer.ts';
import { OTHER_SITE, type CrawlerColumn, type Evaluation, type ReadingColumn } from './evaluation-facts.ts';
import { draftBytes, type DraftBytes } from './draft-bytes.ts';
import { DraftReading } from './draft-reading.ts';
import { LiveReading } from './live-reading.ts';
import { copyColumn, STATE_CODE, uniformColumn } from './reading-column.ts';
import { UrlSet } from './url-set.ts';
import { UseColumns } from './use-column.ts';

/** Lets other work in (messages, a newer draft) between crawlers; resolves when the engine may go on. */
export type Pause = () => Promise<void>;

interface Draft {
  text: string;
  revision: number;
  body: DraftBytes | null;
  model: RobotsTxt | null;
}

export class WorkbenchEngine {
  private live = new LiveReading(null, 0);
  private draft: Draft = { text: '', revision: 0, body: null, model: null };
  private urls = new UrlSet([]);
  /** The indexes of URLs of other origins. */
  private otherSite: number[] = [];
  private profiles = new Map<string, CrawlerProfile>();
  private readonly readings = new Map<string, DraftReading>();
  private readonly readingOf = new Map<string, DraftReading>();
  /** Stated preferences per URL under each file (a new draft model or URL list starts the draft's over). */
  private readonly liveUse = new UseColumns();
  private readonly draftUse = new UseColumns();
  /** Bumped by every input change: an evaluation that sees it move was overtaken. */
  private inputs = 0;
  /** Every evaluate() asks anew: a newer request overtakes an older one still under way. */
  private readonly requests = latestAnswer();
  /** The last finished evaluation (the engine's own columns), for counts, filters, sorts and exports. */
  last: Evaluation | null = null;

  /** The live record (null: none known), read at `now` for Google's 30-day rule. */
  setLive(record: RobotsRecord | null, now: number = Date.now()): void {
    this.live = new LiveReading(record, now);
    this.inputs++;
  }

  /** The draft's text as the editor holds it; `revision` grows with every edit. */
  setDraft(text: string, revision: number): void {
    if (text !== this.draft.text) this.draft = { text, revision, body: null, model: null };
    else this.draft.revision = revision;
    this.inputs++;
  }

  /** `otherSite`: per URL, true when it is of another origin (then not judged: OTHER_SITE, no line). */
  setUrls(urls: readonly string[], otherSite: readonly boolean[] = []): void {
    this.urls = new UrlSet(urls);
    // A loop, not flatMap: no array per URL on every edit of a long list.
    const others: number[] = [];
    for (let i = 0; i < otherSite.length; i++) if (otherSite[i] === true) others.push(i);
    this.otherSite = others;
    this.inputs++;
  }

  setCrawlers(profiles: readonly CrawlerProfile[]): void {
    this.profiles = new Map(profiles.map((p) => [p.id, p]));
    this.inputs++;
  }

  get urlSet(): UrlSet {
    return this.urls;
  }

  profile(id: string): CrawlerProfile | undefined {
    return this.profiles.get(id);
  }

  /** The draft reading a crawler's column came from at the last evaluation (tests, the benchmark). */
  readingFor(profileId: string): DraftReading | undefined {
    return this.readingOf.get(profileId);
  }

  /** The draft's bytes as read (at most 500 KiB) and whether it was cut. */
  draftBytes(): DraftBytes {
    return this.draftModel().body;
  }

  /** Every column at once, without pausing (tests, the benchmark). */
  evaluateNow(profileIds: readonly string[]): Evaluation {
    const started = performance.now();
    const columns = profileIds.flatMap((id) => this.columnFor(id));
    return this.finish(columns, started);
  }

  /**
   * Column by column, pausing between them; null when an input changed
   * meanwhile (a newer draft revision, other URLs…) or a newer evaluate()
   * began: the stale answer is dropped, and the newer request answers.
   * Engine time counts the work, not the pauses.
   */
  async evaluate(profileIds: readonly string[], pause: Pause): Promise<Evaluation | null> {
    const inputs = this.inputs;
    const request = this.requests.ask();
    const overtaken = () => this.inputs !== inputs || !request.current;
    const columns: CrawlerColumn[] = [];
    let engineMs = 0;
    for (const id of profileIds) {
      await pause();
      if (overtaken()) return null;
      const t = performance.now();
      columns.push(...this.columnFor(id));
      engineMs += performance.now() - t;
    }
    await pause();
    if (overtaken()) return null;
    return this.finish(columns, performance.now() - engineMs);
  }

  private finish(columns: CrawlerColumn[], started: number): Evaluation {
    const evaluation: Evaluation = {
      revision: this.draft.revision,
      urlCount: this.urls.size,
      columns,
      engineMs: performance.now() - started,
    };
    this.last = evaluation;
    return evaluation;
  }

  private draftModel(): { body: DraftBytes; model: RobotsTxt } {
    const d = this.draft;
    if (d.body === null || d.model === null) {
      d.body = draftBytes(d.text);
      d.model = parseRobotsTxt(d.body.bytes);
    }
    return { body: d.body, model: d.model };
  }

  /** One crawler's column (none for an unknown profile id). */
  private columnFor(id: string): CrawlerColumn[] {
    const profile = this.profiles.get(id);
    if (profile === undefined) return [];
    const live = copyColumn(this.live.column(profile, this.urls));
    const draft = copyColumn(this.draftColumn(profile));
    const use = {
      live: this.liveUse.column(this.live.model(profile), profile, this.urls).slice(),
      draft: this.draftUse.column(this.draftModel().model, profile, this.urls).slice(),
    };
    // This site's robots.txt governs only its own URLs: another site's are not judged by it, under either file.
    for (const i of this.otherSite) {
      live.states[i] = OTHER_SITE;
      live.lines[i] = 0;
      draft.states[i] = OTHER_SITE;
      draft.lines[i] = 0;
      use.live[i] = 0;
      use.draft[i] = 0;
    }
    return [{ profileId: id, group: crawlerGroupOf(profile), live, draft, use }];
  }

  /** The draft's column for a crawler: shared by every crawler that reads the same groups the same way. */
  private draftColumn(profile: CrawlerProfile): ReadingColumn {
    const urls = this.urls;
    const { model } = this.draftModel();
    const selection = selectGroupsFor(model, profile, profile.engine);
    if (selection.scope === 'none') {
      this.readingOf.delete(profile.id);
      return uniformColumn(urls.size, STATE_CODE.allowed);
    }
    // Keyed by what names the groups, not by their place in the file, so a reading outlives edits above them.
    const key = `${selection.engine}|${selection.scope}|${selection.token}`;
    let reading = this.readings.get(key);
    if (reading === undefined) {
      reading = new DraftReading(selection.engine);
      this.readings.set(key, reading);
    }
    // The order core's rule set gets them in: Coc Coc's rules before any user-agent first, then the groups'.
    reading.setRules(model, () => [...selection.orphanRules, ...selection.groups.flatMap((g) => g.rules)]);
    this.readingOf.set(profile.id, reading);
    return reading.column(urls);
  }
}
