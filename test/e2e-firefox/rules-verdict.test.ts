/**
 * Firefox: the demo site's verdicts and deciding lines (test/e2e/scenarios/rules-verdict.ts).
 */
import { rulesVerdict } from '../e2e/scenarios/rules-verdict.ts';
import { useFirefoxDemoDriver } from './support/driver.ts';

rulesVerdict(useFirefoxDemoDriver());
