import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { languageTag } from '../../site/shared/locales.ts';
import { loadBrochureFonts } from '../../generator/brochures/brochure-fonts.ts';
import { layoutBrochure } from '../../generator/brochures/brochure-pdf.ts';
import { pageFills } from '../../generator/brochures/paginate.ts';
import { AREA } from '../../generator/brochures/pdf-style.ts';
import { SiteError } from '../../generator/errors/site-error.ts';
import { brochureContent, createBrochures } from '../../generator/brochures/create-brochures.ts';
import { loadSources, type SiteSources } from '../../generator/load/load-sources.ts';
import { createRouteTable, type PlannedPage, type RouteTable } from '../../generator/plan/create-route-table.ts';
import { textOf } from '../../generator/brochures/rich-runs.ts';
import { headingOf } from '../../generator/templates/page-tools.ts';
import { readHtml } from '../support/built-site.ts';
import { inProcessExecutor } from '../../generator/execution/in-process-executor.ts';
import { threadedExecutor } from '../../generator/execution/threaded-executor.ts';
import { realConfig } from '../support/fixtures.ts';
import { fontsOf, normalise, readPdf, type ReadPdf } from '../support/read-pdf.ts';
import { projectRoot } from '../support/temp-project.ts';

const config = realConfig();
let dir: string;
let sources: SiteSources;
let table: RouteTable;

interface Printed {
  page: PlannedPage;
  downloadFile: string;
  href: string;
  linkText: string;
  bytes: Buffer;
  pdf: ReadPdf;
}
const printed: Printed[] = [];

/** Each brochure page with the locale it belongs to (its own folder), as the build prints them. */
function brochurePages(): PlannedPage[] {
  return table.pages.filter((page) => page.content.frontMatter.template === 'brochure' && page.locale.code === page.content.folder);
}

beforeAll(async () => {
  dir = inject('builtSite');
  sources = await loadSources(projectRoot);
  table = createRouteTable(config, sources.pages, sources.mediaFiles, sources.outcomes);
  for (const page of brochurePages()) {
    const frontMatter = page.content.frontMatter;
    if (frontMatter.template !== 'brochure') continue;
    const downloadFile = `${page.locale.code}${frontMatter.download}index.html`;
    const link = readHtml(dir, downloadFile).querySelector('a[download]')!;
    const href = link.getAttribute('href')!;
    const bytes = readFileSync(join(dir, href));
    printed.push({ page, downloadFile, href, linkText: link.textContent, bytes, pdf: await readPdf(bytes) });
  }
}, 120_000);

describe('the brochure PDFs of the built site', () => {
  it('prints every brochure of both base languages, with its regional overrides', () => {
    expect(printed.map((entry) => entry.href).sort()).toEqual(
      expect.arrayContaining([
        '/media/brochures/ffa-data.en.pdf',
        '/media/brochures/ffa-data.fr.pdf',
        '/media/brochures/metals-sales.en.pdf',
        '/media/brochures/metals-sales.fr.pdf',
      ]),
    );
  });

  it('opens each with a cover that has the brochure’s title, then at least an inside page and a back cover', () => {
    for (const { page, pdf, href } of printed) {
      const frontMatter = page.content.frontMatter;
      expect(pdf.pages.length, href).toBeGreaterThanOrEqual(3);
      expect(pdf.pages[0], href).toContain(normalise(frontMatter.lead?.title ?? frontMatter.title));
      expect(pdf.title, href).toBe(frontMatter.lead?.title ?? frontMatter.title);
    }
  });

  it('has one title, in en and fr: the download page’s heading, the cover it shows, the PDF’s cover and metadata', () => {
    expect(new Set(printed.map((entry) => entry.page.locale.language))).toEqual(new Set(['en', 'fr']));
    for (const { page, downloadFile, pdf, href } of printed) {
      const download = readHtml(dir, downloadFile);
      const heading = normalise(download.querySelector('h1')!.textContent);
      // The brochure's own page opens with it too, and names no other title in its cover.
      const own = readHtml(dir, `${page.locale.code}${page.route}index.html`);
      expect(heading, href).toBe(normalise(headingOf(page.content.frontMatter)));
      expect(normalise(own.querySelector('h1')!.textContent), href).toBe(heading);
      for (const html of [download, own]) {
        const cover = html.querySelector('[data-component="brochure-cover"]')!;
        expect(normalise(cover.querySelectorAll('p')[1]!.textContent), href).toBe(heading);
        expect(normalise(cover.getAttribute('aria-label')!), href).toContain(heading);
      }
      expect(normalise(pdf.title!), href).toBe(heading);
      expect(pdf.pages[0], href).toContain(heading);
    }
  });

  it('contains what the brochure page shows: its sections’ headings, its figures with what they measured, its body’s headings', () => {
    for (const { page, pdf, href } of printed) {
      const frontMatter = page.content.frontMatter;
      const expected: string[] = [];
      for (const block of frontMatter.sections) {
        if ('title' in block && block.title) expected.push(block.title);
        if (block.type === 'figures') expected.push(...block.items.flatMap((figure) => [figure.value, figure.label]));
        if (block.type === 'steps' || block.type === 'features') {
          expected.push(...block.items.flatMap((item) => (typeof item === 'string' || !item.title ? [] : [item.title])));
        }
      }
      for (const node of page.content.body) if (typeof node !== 'string' && node[0] === 'h2') expected.push(textOf(node.slice(2) as never));
      expect(expected.length, href).toBeGreaterThan(0);
      for (const text of expected) expect(pdf.text, `${href}: ${text}`).toContain(normalise(text));
    }
  });

  it('leaves no page but the back cover more than half empty, the last inside page included', async () => {
    const fonts = await loadBrochureFonts();
    for (const { page, pdf, href } of printed) {
      const layout = await layoutBrochure(brochureContent(page, config, table, sources.translations), fonts);
      const fills = pageFills(layout.placements, AREA, layout.start);
      // The layout is the PDF's: its inside pages between the covers.
      expect(pdf.pages.length, href).toBe(fills.length + 2);
      fills.forEach((fill, index) => expect(fill, `${href}, page ${index + 2} of ${pdf.pages.length}`).toBeGreaterThanOrEqual(0.5));
    }
  });

  it('embeds its fonts, states its language and is tagged, with real text', () => {
    for (const { page, pdf, bytes, href } of printed) {
      expect(fontsOf(bytes).length, href).toBeGreaterThan(0);
      expect(
        fontsOf(bytes).every((font) => font.embedded),
        href,
      ).toBe(true);
      expect(pdf.language, href).toBe(languageTag(page.locale.code));
      expect(pdf.tagged, href).toBe(true);
      expect(pdf.structure, href).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'Sect', 'P']));
    }
  });

  it('states the file’s size on the download link, and promises no page count the PDF does not have', () => {
    for (const { page, downloadFile, linkText, bytes, pdf, href } of printed) {
      // The size and its unit are one value: a no-break space holds them together.
      expect(linkText, href).toContain(` ${Math.max(1, Math.round(bytes.length / 1024))}\u00A0K`);
      for (const file of [downloadFile, `${page.locale.code}${page.route}index.html`]) {
        const claims = [
          ...readHtml(dir, file)
            .querySelector('main')!
            .textContent.matchAll(/(\w+)[\s-]pages?\b/gi),
        ].map((match) => match[1]!);
        const counts = claims.filter((word) => /^\d+$/.test(word)).map(Number);
        for (const count of counts) expect(count, `${file} promises ${count} pages`).toBe(pdf.pages.length);
      }
    }
  });

  it('makes the same files again from an empty cache', async () => {
    const cacheDir = await mkdtemp(join(tmpdir(), 'brochures-'));
    try {
      const made = await createBrochures(config, table, sources.translations, projectRoot, cacheDir, threadedExecutor());
      expect(made.files.length).toBe(printed.length);
      for (const file of made.files) expect(readFileSync(file.copyFrom).equals(readFileSync(join(dir, file.path))), file.path).toBe(true);
      // The sizes download pages show are the files'.
      for (const [contentFile, { href, bytes }] of made.byContentFile)
        expect(bytes, contentFile).toBe(readFileSync(join(dir, href.slice(1))).length);
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
    }
  }, 300_000);

  it('stops on cover art it cannot read, naming its content file, and stores no PDF', async () => {
    const root = await mkdtemp(join(tmpdir(), 'brochures-art-'));
    try {
      await mkdir(join(root, 'content', 'media'), { recursive: true });
      await cp(join(projectRoot, 'content', 'media', 'leads'), join(root, 'content', 'media', 'leads'), { recursive: true });
      await writeFile(join(root, 'content', 'media', 'leads', 'metals-sales.svg'), '<svg width="10"');
      const cacheDir = join(root, 'cache');
      const error = await createBrochures(config, table, sources.translations, root, cacheDir, inProcessExecutor()).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(SiteError);
      expect((error as SiteError).code).toBe('ImageUnreadable');
      expect((error as SiteError).location.file).toBe('content/media/leads/metals-sales.svg');
      expect(await readdir(join(cacheDir, 'brochures')).catch(() => [])).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }, 120_000);
});
