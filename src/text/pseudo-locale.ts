/**
 * The pseudo-locale: English with accented letters, about 40 % longer, for
 * the end-to-end check that no English is left on any surface. Only a test
 * build (`vite build --mode pseudo`, into dist-pseudo/) can choose or load it;
 * the store builds define the flag false, so the choice does not exist there.
 */

/** Chrome's own tag for accented, lengthened English. */
export const PSEUDO_LOCALE = 'en-XA';

/** Set by vite.config.ts (`define`); undefined where nothing defines it (the unit tests, the CLI). */
declare const __ROBOTS_LENS_PSEUDO__: boolean | undefined;

export const PSEUDO_BUILD: boolean = typeof __ROBOTS_LENS_PSEUDO__ !== 'undefined' && __ROBOTS_LENS_PSEUDO__ === true;
