/** Chromium: AI use on a Cloudflare-managed site with a site-owner part (scenarios/ai-use.ts), with screenshots to look at. */
import { aiUse } from './scenarios/ai-use.ts';
import { useChromiumDriver } from './support/driver.ts';

aiUse(useChromiumDriver(), true);
