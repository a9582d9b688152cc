/** Chromium: the indexing signals' shared scenario (scenarios/indexing.ts); the Chromium-only cases are in indexing.test.ts. */
import { indexingSignals } from './scenarios/indexing.ts';
import { useChromiumDriver } from './support/driver.ts';

indexingSignals(useChromiumDriver());
