/** Firefox: AI use on a Cloudflare-managed site with a site-owner part (test/e2e/scenarios/ai-use.ts). */
import { aiUse } from '../e2e/scenarios/ai-use.ts';
import { useFirefoxDriver } from './support/driver.ts';

aiUse(useFirefoxDriver());
