import { expect, test, type Locator, type Page } from '@playwright/test';
import { partsDrawn } from '../support/off-screen.ts';
import { serveBuild } from '../support/serve-build.ts';
import { TEMPLATE_PAGES } from '../support/template-pages.ts';

let server: Awaited<ReturnType<typeof serveBuild>>;
test.beforeAll(async () => {
  server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
});
test.afterAll(async () => {
  await server.close();
});

test.describe('on a small phone (320 px), at 375 px and on a laptop (1280 px)', () => {
  for (const width of [320, 375, 1280]) {
    test(`no page of any template scrolls sideways at ${width} px, in English or French`, async ({ page }) => {
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 720 });
      const overflowing: string[] = [];
      for (const locale of ['en', 'fr']) {
        for (const route of TEMPLATE_PAGES) {
          await page.goto(`${server.url}/${locale}${route}`);
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          if (scrollWidth > clientWidth) overflowing.push(`/${locale}${route}: ${scrollWidth} px wide`);
        }
      }
      expect(overflowing).toEqual([]);
    });
  }
});

/** The words on the last line of the page's title (each word's box, grouped by the line it sits on). */
function lastLineWords(): string[] {
  const heading = document.getElementById('page-title')!;
  const words: { word: string; top: number }[] = [];
  const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (const match of text.matchAll(/\S+/g)) {
      const range = document.createRange();
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      words.push({ word: match[0], top: Math.round(range.getBoundingClientRect().top) });
    }
  }
  const last = Math.max(...words.map((entry) => entry.top));
  return words.filter((entry) => Math.abs(entry.top - last) < 4).map((entry) => entry.word);
}

test.describe('page titles', () => {
  for (const width of [375, 1280]) {
    test(`never end on a single word at ${width} px, in English or French`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      const orphans: string[] = [];
      for (const locale of ['en', 'fr']) {
        for (const route of TEMPLATE_PAGES) {
          await page.goto(`${server.url}/${locale}${route}`);
          const words = await page.evaluate(lastLineWords);
          const title = await page.locator('#page-title').innerText();
          // A one-word title has nothing to balance.
          if (words.length < 2 && title.trim().split(/\s+/).length > 1) orphans.push(`/${locale}${route}: …${words.join(' ')}`);
        }
      }
      expect(orphans).toEqual([]);
    });
  }
});

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('an article shows its author in the title column beside the text, level with the title', async ({ page }) => {
    await page.goto(`${server.url}/en/insights/intelligent-document-parsing/`);
    const author = (await page.locator('[data-component="author-card"]').boundingBox())!;
    const title = (await page.locator('#page-title').boundingBox())!;
    expect(author.x + author.width).toBeLessThanOrEqual(title.x);
    expect(Math.abs(author.y - title.y)).toBeLessThan(80);
  });

  test('features the newest insight with its picture beside its text, on the other side from the page’s own picture, then the others', async ({
    page,
  }) => {
    await page.goto(`${server.url}/en/insights/`);
    const featured = page.locator('main [data-component="featured-article"]');
    const picture = (await featured.locator('img:not([data-placeholder])').boundingBox())!;
    const title = (await featured.getByRole('heading', { level: 2 }).boundingBox())!;
    // The page's lead has its picture on the right: the featured article's sits on the left, so two never stack.
    expect(picture.x + picture.width).toBeLessThanOrEqual(title.x);
    await expect(featured).toContainText(/\d+\u00A0min read/);
    const others = page.locator('main li [data-component="card"]');
    await expect(others).toHaveCount(2);
    for (const card of await others.all()) await expect(card).toContainText(/ · .+ · \d+\u00A0min read/);
  });
});

test.describe('the parts of a page below the first screen', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  /**
   * Whether a part's content is drawn: not while the browser skips it, off the screen (site/shared/dom-names.ts).
   * The part itself always has a box, of its guessed height while skipped.
   */
  const drawn = (part: Locator) => part.evaluate((element) => element.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }));
  const bands = (page: Page) => page.locator('main section[data-block]');

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('are laid out only near the screen, and are there for a visitor who scrolls, tabs or follows a link to them', async ({ page }) => {
      await page.goto(`${server.url}/en/`);
      expect(await drawn(bands(page).first())).toBe(true);
      expect(await drawn(bands(page).last())).toBe(false);
      expect(await drawn(page.locator('footer'))).toBe(false);
      // Scrolling to the end: the parts drawn on the way take their real heights, and End again reaches the end.
      await expect
        .poll(async () => {
          await page.keyboard.press('End');
          return drawn(page.locator('footer'));
        })
        .toBe(true);
      await expect(page.getByRole('link', { name: 'Privacy', exact: true })).toBeVisible();

      // Tabbing backwards from the top of the page lands on the footer's last control, drawn and on the screen.
      await page.goto(`${server.url}/en/`);
      expect(await drawn(page.locator('footer'))).toBe(false);
      await page.keyboard.press('Shift+Tab');
      await expect(page.locator('footer :focus')).toBeInViewport();
      expect(await drawn(page.locator('footer'))).toBe(true);

      // A link to a part far down the page.
      const last = await bands(page).last().getAttribute('aria-labelledby');
      await page.goto(`${server.url}/en/#${last}`);
      await expect(page.locator(`#${last}`)).toBeInViewport();
      await expect(page.locator(`#${last}`)).toBeVisible();
    });
  });

  test('are all drawn once the browser is idle: the page is as tall as its content, and End reaches the end at once', async ({ page }) => {
    await page.goto(`${server.url}/en/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await partsDrawn(page);
    for (const band of await bands(page).all()) expect(await drawn(band)).toBe(true);
    expect(await drawn(page.locator('footer'))).toBe(true);
    await page.keyboard.press('End');
    await expect(page.getByRole('link', { name: 'Privacy', exact: true })).toBeInViewport();
  });
});
