/**
 * Firefox: robots.txt behind redirect chains (test/e2e/scenarios/redirects.ts).
 */
import { redirectChains } from '../e2e/scenarios/redirects.ts';
import { useFirefoxDriver } from './support/driver.ts';

redirectChains(useFirefoxDriver());
