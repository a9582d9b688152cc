/**
 * Chromium: the language chosen on the options page (scenarios/language.ts).
 */
import { languageChoice } from './scenarios/language.ts';
import { useChromiumDemoDriver } from './support/driver.ts';

languageChoice(useChromiumDemoDriver());
