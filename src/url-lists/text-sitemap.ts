/**
 * The protocol's other sitemap format: a text file with one URL per line
 * (`sitemap.txt`). Chunks in, each non-blank line out to the same sink as
 * the XML reader's locs; a line is held only up to MAX_LOC_CHARS.
 */
import { detached } from './detached.ts';
import { type ExtractorStop, type LocSink, MAX_LOC_CHARS } from './loc-extractor.ts';

export class TextSitemapReader {
  private partial = '';
  private tooLong = false;
  private line = 1;

  constructor(private readonly sink: LocSink) {
    sink.root('urlset');
  }

  push(chunk: string): ExtractorStop | null {
    let from = 0;
    for (let nl = chunk.indexOf('\n', from); nl !== -1; nl = chunk.indexOf('\n', from)) {
      this.take(chunk.slice(from, nl));
      this.emit();
      from = nl + 1;
    }
    this.take(chunk.slice(from));
    return null;
  }

  end(): ExtractorStop | null {
    this.emit();
    return null;
  }

  private take(text: string): void {
    if (this.tooLong) return;
    if (this.partial.length + text.length > MAX_LOC_CHARS) {
      this.tooLong = true;
      this.partial = '';
    } else this.partial += text;
  }

  private emit(): void {
    const value = this.partial.trim();
    if (this.tooLong) this.sink.locTooLong(this.line);
    else if (value !== '') this.sink.loc(detached(value), this.line);
    this.partial = '';
    this.tooLong = false;
    this.line++;
  }
}
