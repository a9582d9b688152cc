/**
 * Firefox: the page's own HTTP answer in the popup, and the top line with the badge agreeing (test/e2e/scenarios/page-answer.ts).
 */
import { pageAnswers, topAnswers } from '../e2e/scenarios/page-answer.ts';
import { useFirefoxDriver } from './support/driver.ts';

const fx = useFirefoxDriver();
pageAnswers(fx);
topAnswers(fx);
