import { serveBuild, type ServedBuild } from '../support/serve-build.ts';
import { expect, test } from '../support/reading-tab.ts';
import { TEMPLATE_PAGES } from '../support/template-pages.ts';

// Grids follow their content (docs/design.md): at 1280 px no item sits alone on the last row of a grid, and boxed items in
// one row (cards) share a height. Measured from the boxes the browser laid out, on every template and on every
// service and industry page, in English and French.

const ROUTES = [
  ...TEMPLATE_PAGES,
  '/services/business/',
  '/services/business/artificial-intelligence-ml/',
  '/services/business/business-automation/',
  '/services/software/it-infrastructure/',
  '/services/software/ui-ux/',
  '/services/software/web-app/',
  '/industries/commodities-metals/',
  '/industries/fraud-forensic/',
];

let server: ServedBuild;
test.beforeAll(async () => {
  server = await serveBuild(process.env.SITE_BUILD_PRODUCTION!);
});
test.afterAll(async () => {
  await server.close();
});
test.use({ viewport: { width: 1280, height: 900 } });

interface GridProblem {
  grid: string;
  problem: string;
}

for (const route of [...new Set(ROUTES)]) {
  for (const locale of ['en', 'fr']) {
    test(`${locale}${route}: no grid leaves an item alone on its last row, and cards in a row share a height`, async ({ tab }) => {
      await tab.goto(`${server.url}/${locale}${route}`);
      await expect(tab.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const problems = await tab.evaluate((): GridProblem[] => {
        const visible = (element: Element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return box.width > 0 && box.height > 0 && style.position !== 'absolute' && style.position !== 'fixed';
        };
        const kind = (element: Element) => `${element.tagName}.${element.className}`;
        // A box a reader sees as a card: a border or a background of its own, on the item or its only child.
        const boxed = (element: Element): boolean => {
          const style = getComputedStyle(element);
          if (parseFloat(style.borderTopWidth) > 0 && parseFloat(style.borderBottomWidth) > 0) return true;
          if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') return true;
          return element.children.length === 1 && boxed(element.children[0]!);
        };
        const name = (element: Element) =>
          `${element.tagName.toLowerCase()} in ${element.closest('[data-block]')?.getAttribute('data-block') ?? 'main'}`;
        const found: GridProblem[] = [];
        for (const grid of document.querySelectorAll('main *')) {
          const style = getComputedStyle(grid);
          if (style.display !== 'grid' || style.gridTemplateColumns.split(' ').length < 2) continue;
          const items = [...grid.children].filter(visible);
          // Items of one kind only: a layout of a text beside a picture is not a grid of items.
          if (items.length < 2 || !items.every((item) => kind(item) === kind(items[0]!))) continue;
          const rows = new Map<number, DOMRect[]>();
          for (const item of items) {
            const box = item.getBoundingClientRect();
            const top = Math.round(box.top);
            rows.set(top, [...(rows.get(top) ?? []), box]);
          }
          const ordered = [...rows.values()];
          if (ordered.length > 1 && ordered.at(-1)!.length === 1 && ordered[0]!.length > 1)
            found.push({ grid: name(grid), problem: `${items.length} items: one alone on the last row` });
          if (!items.every(boxed)) continue;
          for (const row of ordered) {
            const heights = row.map((box) => box.height);
            if (Math.max(...heights) > Math.min(...heights) * 1.1)
              found.push({ grid: name(grid), problem: `cards of one row ${Math.min(...heights)}–${Math.max(...heights)} px tall` });
          }
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }
}
