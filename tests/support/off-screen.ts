import type { Page } from '@playwright/test';
import { OFF_SCREEN_ATTRIBUTE } from '../../site/shared/dom-names.ts';

/**
 * Waits until the runtime has drawn every part of the page below the first screen (site/runtime/off-screen-parts.ts),
 * as it does once the browser is idle. Until then the browser skips the parts off the screen, and tools that take in
 * the whole page at once without scrolling it (a full-page screenshot, a contrast checker) would find them not drawn.
 */
export async function partsDrawn(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) =>
      [...document.querySelectorAll<HTMLElement>(`[${attribute}]`)].every((part) => part.style.contentVisibility === 'visible'),
    OFF_SCREEN_ATTRIBUTE,
  );
}
