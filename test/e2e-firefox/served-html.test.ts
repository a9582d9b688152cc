/** Firefox: the served HTML beside the rendered page, through the background's fetch and the markup reader (test/e2e/scenarios/served-html.ts). */
import { servedHtmlComparison } from '../e2e/scenarios/served-html.ts';
import { useFirefoxDriver } from './support/driver.ts';

servedHtmlComparison(useFirefoxDriver());
