/**
 * Firefox: per-tab badges and the real toolbar popup, reached through extension.getViews (test/e2e/scenarios/tabs-and-toolbar-popup.ts).
 */
import { tabsAndToolbarPopup } from '../e2e/scenarios/tabs-and-toolbar-popup.ts';
import { useFirefoxDemoDriver } from './support/driver.ts';

tabsAndToolbarPopup(useFirefoxDemoDriver());
