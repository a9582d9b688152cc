/**
 * Chromium: the demo site's verdicts and deciding lines (scenarios/rules-verdict.ts).
 */
import { rulesVerdict } from './scenarios/rules-verdict.ts';
import { useChromiumDemoDriver } from './support/driver.ts';

rulesVerdict(useChromiumDemoDriver());
