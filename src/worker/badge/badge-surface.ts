/**
 * Paints a BadgeLook on one tab's toolbar button through the action API
 * (text, background colour and tooltip are all per tab).
 */
import type { BadgeLook } from './badge-look.ts';

/** The slice of `browser.action` used (fakeBrowser implements it in tests). */
export interface ActionApi {
  setBadgeText(details: { tabId: number; text: string }): Promise<void>;
  setBadgeBackgroundColor(details: { tabId: number; color: string }): Promise<void>;
  setTitle(details: { tabId: number; title: string }): Promise<void>;
  getBadgeText(details: { tabId: number }): Promise<string>;
}

export interface BadgeSurface {
  /** `url`: the address the look is about, when the caller knows it (saves asking the tab). */
  show(tabId: number, look: BadgeLook, url?: string): Promise<void>;
  /** The text the tab's badge shows now (the browser keeps it while the worker is stopped). */
  text(tabId: number): Promise<string>;
}

export function actionBadgeSurface(action: ActionApi, onError?: (error: unknown) => void): BadgeSurface {
  return {
    async show(tabId, look) {
      try {
        await Promise.all([
          action.setBadgeText({ tabId, text: look.text }),
          action.setBadgeBackgroundColor({ tabId, color: look.color }),
          action.setTitle({ tabId, title: look.title }),
        ]);
      } catch (error) {
        // Typically "No tab with id": the tab closed while we worked. Nothing to paint.
        onError?.(error);
      }
    },
    text: (tabId) => action.getBadgeText({ tabId }),
  };
}
