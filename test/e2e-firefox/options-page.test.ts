/**
 * Firefox: the options page against the real background page (test/e2e/scenarios/options-page.ts).
 */
import { optionsPage } from '../e2e/scenarios/options-page.ts';
import { useFirefoxDemoDriver } from './support/driver.ts';

optionsPage(useFirefoxDemoDriver());
