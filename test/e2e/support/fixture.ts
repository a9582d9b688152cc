/**
 * The per-file fixture both browsers' e2e files use: a connection to the
 * shared browser with default settings before the file's tests, and after
 * them the settings reset, the connection closed and every site handed to
 * closeLater closed. Generic over what is connected (a browser's harness, or
 * the browser-neutral driver the shared scenarios take).
 */
import { afterAll, beforeAll } from 'vitest';
import { demoRobotsTxt, startDemoSite, type DemoSite } from '../../../scripts/demo-site.ts';

interface Closable {
  close(): Promise<void>;
}

/** What a connection to the shared browser must offer the fixture. */
export interface Connection extends Closable {
  /** Back to the defaults (Googlebot, no cookies, no custom profiles). */
  resetSettings(): Promise<void>;
  /** Forgets the sites earlier test files met (their robots.txt cache and history): see in-extension.ts. */
  forgetSites(): Promise<void>;
}

/** What a test file works with: the connection, and sites it started that close with it. */
export interface Fixture<C> {
  /** Set once beforeAll has run. */
  ext: C;
  /** Closes these sites after the file's tests; returns them for chaining. */
  closeLater<T extends Closable>(...sites: T[]): T[];
}

/** What a test file against the demo site works with. */
export interface DemoFixture<C> extends Fixture<C> {
  site: DemoSite;
  /** The demo site's robots.txt text, for line numbers. */
  robots: string;
}

/** Connects with `connect` before the file's tests, with default settings; cleans up after them. */
export function useConnection<C extends Connection>(connect: () => Promise<C>): Fixture<C> {
  const toClose: Closable[] = [];
  const fixture: Partial<Fixture<C>> = {
    closeLater: (...sites) => {
      toClose.push(...sites);
      return sites;
    },
  };
  beforeAll(async () => {
    fixture.ext = await connect();
    await fixture.ext.resetSettings();
    await fixture.ext.forgetSites();
  });
  afterAll(async () => {
    await fixture.ext?.resetSettings();
    await fixture.ext?.close();
    await Promise.all(toClose.map((site) => site.close()));
  });
  return fixture as Fixture<C>;
}

/** `fixture` plus the demo site, started before the file's tests and closed after. */
export function withDemoSite<C>(fixture: Fixture<C>): DemoFixture<C> {
  const demo = fixture as Partial<DemoFixture<C>> & Fixture<C>;
  beforeAll(async () => {
    const [site] = fixture.closeLater(await startDemoSite());
    demo.site = site!;
    demo.robots = demoRobotsTxt(site!.origin);
  });
  return demo as DemoFixture<C>;
}
