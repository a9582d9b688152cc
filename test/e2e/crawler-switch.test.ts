/**
 * Chromium: choosing another crawler in the popup (scenarios/crawler-switch.ts).
 */
import { crawlerSwitch } from './scenarios/crawler-switch.ts';
import { useChromiumDemoDriver } from './support/driver.ts';

crawlerSwitch(useChromiumDemoDriver());
