import { beforeAll, describe, expect, inject, it } from 'vitest';
import { listBuiltFiles, readHtml } from '../support/built-site.ts';

// The header's menus in every locale, as the built HTML gives them before any script: the dropdowns grouped as the
// site is (Services under its two hubs), a line on every page they list, and the primary action at the end.

let dir: string;
let homes: string[];

beforeAll(() => {
  dir = inject('builtSite');
  homes = listBuiltFiles(dir).filter((file) => /^[a-z]{2}(-[a-z]{2})?\/index\.html$/.test(file));
});

describe('the header in every locale', () => {
  it('groups Services under its two hubs, describes every page of a dropdown and ends with the primary action', () => {
    expect(homes.length).toBe(15);
    for (const file of homes) {
      const locale = file.split('/')[0]!;
      const html = readHtml(dir, file);
      const bar = html.querySelector('header nav')!;
      const panels = bar.querySelectorAll('details > div[data-groups]');
      expect(
        panels.map((panel) => panel.getAttribute('data-groups')),
        file,
      ).toEqual(['2', '1']);
      const hubs = panels[0]!.querySelectorAll(':scope > div > a').map((link) => link.getAttribute('href'));
      expect(hubs, file).toEqual([`/${locale}/services/business/`, `/${locale}/services/software/`]);
      for (const link of panels.flatMap((panel) => panel.querySelectorAll('a'))) {
        const description = link.querySelector('small')?.textContent.trim() ?? '';
        expect(description.length, `${file}: ${link.getAttribute('href')} has a line on what it is`).toBeGreaterThan(10);
      }
      const items = bar.querySelectorAll(':scope > ul > li');
      const action = items.at(-1)!.querySelector('a')!;
      expect(action.getAttribute('href'), file).toBe(`/${locale}/contact/`);
      expect(items.at(-2)!.querySelector('details[data-component="language-list"]'), file).not.toBeNull();
    }
  });
});
