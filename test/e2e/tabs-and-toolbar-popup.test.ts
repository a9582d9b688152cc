/**
 * Chromium: per-tab badges and the real toolbar popup, opened over CDP (scenarios/tabs-and-toolbar-popup.ts).
 */
import { tabsAndToolbarPopup } from './scenarios/tabs-and-toolbar-popup.ts';
import { useChromiumDemoDriver } from './support/driver.ts';

tabsAndToolbarPopup(useChromiumDemoDriver());
