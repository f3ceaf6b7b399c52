import { describe, expect, it } from 'vitest';
import { foldersOfPages } from '../../../../generator/render/page-output.ts';

describe('foldersOfPages', () => {
  it("names each folder of the pages' HTML and page data once, in the pages' order, and no folder for a file at the root", () => {
    const pages = [
      { htmlFile: 'en/index.html', pageDataFile: 'page-data/en/page-data.json' },
      { htmlFile: 'en/insights/ai/index.html', pageDataFile: 'page-data/en/insights/ai/page-data.json' },
      { htmlFile: 'fr/index.html', pageDataFile: 'page-data/fr/page-data.json' },
      { htmlFile: 'en/insights/ai/index.html', pageDataFile: 'page-data/en/insights/ai/page-data.json' },
      { htmlFile: 'index.html', pageDataFile: 'page-data/page-data.json' },
    ];
    expect(foldersOfPages(pages)).toEqual([
      'en',
      'page-data/en',
      'en/insights/ai',
      'page-data/en/insights/ai',
      'fr',
      'page-data/fr',
      'page-data',
    ]);
  });
});
