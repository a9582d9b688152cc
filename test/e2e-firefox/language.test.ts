/**
 * Firefox: the language chosen on the options page (test/e2e/scenarios/language.ts).
 */
import { languageChoice } from '../e2e/scenarios/language.ts';
import { useFirefoxDemoDriver } from './support/driver.ts';

languageChoice(useFirefoxDemoDriver());
