/**
 * Chromium: the options page against the real worker (scenarios/options-page.ts).
 */
import { optionsPage } from './scenarios/options-page.ts';
import { useChromiumDemoDriver } from './support/driver.ts';

optionsPage(useChromiumDemoDriver());
