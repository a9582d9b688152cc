/**
 * Firefox: the page's own HTTP answer in the popup (test/e2e/scenarios/page-answer.ts).
 */
import { pageAnswers } from '../e2e/scenarios/page-answer.ts';
import { useFirefoxDriver } from './support/driver.ts';

pageAnswers(useFirefoxDriver());
