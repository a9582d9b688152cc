/**
 * Firefox: robots.txt HTTP outcomes, Firefox's NS_ERROR_… read into the same kinds as Chromium's net::ERR_… (test/e2e/scenarios/http-outcomes.ts).
 */
import { httpOutcomes } from '../e2e/scenarios/http-outcomes.ts';
import { useFirefoxDriver } from './support/driver.ts';

httpOutcomes(useFirefoxDriver());
