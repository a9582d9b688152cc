/** Firefox: the workbench page in the Firefox build (test/e2e/scenarios/workbench.ts). */
import { workbenchPage } from '../e2e/scenarios/workbench.ts';
import { useFirefoxDemoDriver } from './support/driver.ts';

workbenchPage(useFirefoxDemoDriver());
