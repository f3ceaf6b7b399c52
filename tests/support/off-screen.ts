import type { Page } from '@playwright/test';
import { OFF_SCREEN_ATTRIBUTE } from '../../site/shared/off-screen.ts';

/**
 * Has every part of the page drawn as it is once on the screen. The parts below the first screen are laid out only as
 * a visitor nears them (site/shared/off-screen.ts), and tools that take in the whole page at once without scrolling it
 * (a full-page screenshot, an accessibility checker measuring contrast) would find them not drawn.
 */
export async function drawAllParts(page: Page): Promise<void> {
  await page.evaluate((attribute) => {
    for (const part of document.querySelectorAll<HTMLElement>(`[${attribute}]`)) part.style.contentVisibility = 'visible';
  }, OFF_SCREEN_ATTRIBUTE);
}
