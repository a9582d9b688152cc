/** Firefox: a page that may be fetched but not indexed, through the header listener and the markup reader (test/e2e/scenarios/indexing.ts). */
import { indexingSignals } from '../e2e/scenarios/indexing.ts';
import { useFirefoxDriver } from './support/driver.ts';

indexingSignals(useFirefoxDriver());
