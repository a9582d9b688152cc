/**
 * The URLs under test as the engine reads them: each URL's matchable path
 * (Google's path, params and query, as bytes), worked out once per list
 * rather than once per crawler and edit.
 */
import { matchPathOf } from '../../../core/url-path.ts';

export class UrlSet {
  readonly paths: string[];

  constructor(readonly urls: readonly string[]) {
    this.paths = urls.map(matchPathOf);
  }

  get size(): number {
    return this.urls.length;
  }
}
