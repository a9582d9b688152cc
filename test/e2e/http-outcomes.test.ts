/**
 * Chromium: robots.txt HTTP outcomes (scenarios/http-outcomes.ts); the 503 and 429 popups are saved to artifacts/ to look at.
 */
import { httpOutcomes } from './scenarios/http-outcomes.ts';
import { useChromiumDriver } from './support/driver.ts';

httpOutcomes(useChromiumDriver());
