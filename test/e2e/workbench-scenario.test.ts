/** Chromium: the workbench's shared scenario (scenarios/workbench.ts); the Chromium-only cases are in workbench.test.ts. */
import { workbenchPage } from './scenarios/workbench.ts';
import { useChromiumDemoDriver } from './support/driver.ts';

workbenchPage(useChromiumDemoDriver());
