import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveBuild, type ServedBuild } from '../support/serve-build.ts';
import { expect, test } from '../support/reading-tab.ts';
import { TEMPLATE_PAGES } from '../support/template-pages.ts';

// Words (docs/design.md): no line of a page's main title holds a single word at 375 px, the width of most phones, on every
// template in English and French and on every locale's home page (the regional pages differ in their words).

const config = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../site.config.json'), 'utf8')) as { locales: { code: string }[] };
const PAGES = [
  ...['en', 'fr'].flatMap((locale) => TEMPLATE_PAGES.map((route) => `/${locale}${route}`)),
  ...config.locales.map(({ code }) => `/${code}/`).filter((path) => path !== '/en/' && path !== '/fr/'),
];

let server: ServedBuild;
test.beforeAll(async () => {
  server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
});
test.afterAll(async () => {
  await server.close();
});
test.use({ viewport: { width: 375, height: 812 } });

for (const path of PAGES) {
  test(`${path}: no line of the title holds one word alone at 375 px`, async ({ tab }) => {
    await tab.goto(`${server.url}${path}`);
    await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await tab.evaluate(() => document.fonts.ready);
    // The words of each line, from where the browser put each word.
    const lines = await tab
      .locator('main h1')
      .first()
      .evaluate((title) => {
        const rows = new Map<number, string[]>();
        const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of node.textContent!.matchAll(/[^\s]+/g)) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            const top = Math.round(range.getClientRects()[0]!.top);
            const row = [...rows.keys()].find((known) => Math.abs(known - top) < 4) ?? top;
            rows.set(row, [...(rows.get(row) ?? []), match[0]]);
          }
        }
        return [...rows.entries()].sort(([a], [b]) => a - b).map(([, words]) => words.join(' '));
      });
    if (lines.length > 1)
      expect(
        lines.filter((line) => !line.includes(' ')),
        lines.join(' / '),
      ).toEqual([]);
  });
}
