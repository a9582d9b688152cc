/**
 * Firefox: choosing another crawler in the popup (test/e2e/scenarios/crawler-switch.ts).
 */
import { crawlerSwitch } from '../e2e/scenarios/crawler-switch.ts';
import { useFirefoxDemoDriver } from './support/driver.ts';

crawlerSwitch(useFirefoxDemoDriver());
