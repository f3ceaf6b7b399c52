import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Card } from '../../site/shared/page-data.ts';
import { cacheEntry, hashOf } from '../cache/content-cache.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import { throwIfAny } from '../errors/site-error.ts';
import type { Translations } from '../load/translations.ts';
import type { PlannedPage, RouteTable } from '../plan/create-route-table.ts';
import { officeFor } from '../plan/offices.ts';
import { resolveBlocks } from '../plan/resolve-blocks.ts';
import { createTranslator } from '../shared/translator.ts';
import { headingOf } from '../templates/page-tools.ts';
import { templateOf } from '../templates/registry.ts';
import { work, type WorkRunner } from '../shared/work.ts';
import { languageTag } from '../../site/shared/locales.ts';
import { defaultClosing, type BrochureContent } from './brochure-content.ts';
import { printedText, unprintableErrors, type UnprintableField } from './check-glyphs.ts';
import { rasteriseCovers, type CoverArt } from './cover-art.ts';
import type { BrochureToDraw } from './draw-brochures.ts';

export interface BrochureFiles {
  /** Each PDF's path in the output, and the file in the cache it is copied from (by the thread writing the output). */
  files: { path: string; copyFrom: string }[];
  /** A brochure page's content file → its PDF's URL and size, for download pages. */
  byContentFile: Map<string, { href: string; bytes: number }>;
}

/** The brochure pages to print: one per content file (a regional override gets its own), with the locale it belongs to. */
function brochurePages(table: RouteTable): PlannedPage[] {
  const pages = new Map<string, PlannedPage>();
  for (const page of table.pages) {
    if (!templateOf(page.content.frontMatter.template).traits.printsBrochure || pages.has(page.content.file)) continue;
    // The content file's own folder is the locale whose URL, office and outcomes the PDF uses.
    if (page.locale.code === page.content.folder) pages.set(page.content.file, page);
  }
  return [...pages.values()].sort((a, b) => a.content.file.localeCompare(b.content.file));
}

/** What a brochure PDF is made from, resolved the way its web page resolves it (pure). */
export function brochureContent(page: PlannedPage, config: SiteConfig, table: RouteTable, translations: Translations): BrochureContent {
  const { content, locale } = page;
  const frontMatter = content.frontMatter;
  const t = createTranslator(locale, translations);
  const pagesByRoute = new Map(table.pages.filter((other) => other.locale.code === locale.code).map((other) => [other.route!, other]));
  const toCard = (target: PlannedPage): Card => {
    const matter = target.content.frontMatter;
    return {
      href: target.route!,
      title: matter.navTitle ?? matter.title,
      summary: matter.summary ?? matter.description,
      kicker: matter.lead?.kicker ?? null,
      image: null,
      article: null,
    };
  };
  const outcomes = table.outcomes.get(locale.code) ?? new Map();
  const office = officeFor(config, locale, t);
  return {
    language: languageTag(locale.code),
    siteName: config.siteName,
    legalName: config.organization.legalName,
    // The title its page opens with, which its download page shows too (headingOf).
    title: headingOf(frontMatter),
    description: frontMatter.description,
    subtitle: frontMatter.lead?.subtitle ?? null,
    sections: resolveBlocks(frontMatter.sections, { richText: content.richText, outcomes, pagesByRoute, toCard, image: () => null }),
    body: content.body,
    pageUrl: `${config.siteUrl}${page.path}`,
    siteUrl: config.siteUrl,
    locale: locale.code,
    contact: { city: office.city, email: office.email, telephone: office.telephone.label, address: office.address, hours: office.hours },
    labels: {
      kicker: t('brochure.kicker'),
      contents: t('brochure.pdf.contents'),
      online: t('brochure.pdf.online'),
      contact: t('brochure.pdf.contact'),
      outcome: {
        kicker: t('blocks.outcome.kicker'),
        situation: t('blocks.outcome.situation'),
        approach: t('blocks.outcome.approach'),
        result: t('blocks.outcome.result'),
        timeframe: t('blocks.outcome.timeframe'),
      },
      quotation: t('brochure.pdf.quotation', { text: '{{text}}', interpolation: { escapeValue: false } }),
      attribution: t('blocks.quote.attribution', { role: '{{role}}', sector: '{{sector}}', interpolation: { escapeValue: false } }),
      closing: defaultClosing(t),
    },
  };
}

/**
 * A hash of the code that draws the PDFs, the design tokens it reads and the exact versions of the libraries that
 * draw, the fonts' package among them (the fonts are that package's files): a change to any makes every PDF again.
 * Read synchronously: a few small files, read in a fraction of what the event loop's round trips for each took on
 * the build's thread, which is the busy one while the stages run.
 */
function codeVersion(): string {
  const folder = import.meta.dirname;
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .sort();
  const sources = [...files.map((name) => readFileSync(join(folder, name))), readFileSync(join(folder, '../../site/design/tokens.ts'))];
  // The generator's own manifest (a site's root need not have one): the exact versions of the libraries that draw.
  const manifest = JSON.parse(readFileSync(join(folder, '../../package.json'), 'utf8')) as { dependencies: Record<string, string> };
  const libraries = ['pdfkit', 'fontkit', 'sharp', '@expo-google-fonts/inter']
    .map((name) => `${name}@${manifest.dependencies[name]}`)
    .join(' ');
  return hashOf(libraries, ...sources);
}

/**
 * One designed PDF per brochure page, cached by everything that changes the file: the content, the art,
 * the fonts and the code. The missing ones are drawn in a thread of its own (draw-brochures.ts). Characters the
 * typeface cannot print stop the build with their file, line and field, and no PDF is drawn.
 */
export async function createBrochures(
  config: SiteConfig,
  table: RouteTable,
  translations: Translations,
  root: string,
  cacheDir: string,
  runner: WorkRunner,
): Promise<BrochureFiles> {
  const pages = brochurePages(table);
  if (pages.length === 0) return { files: [], byContentFile: new Map() };
  const code = codeVersion();
  const planned: { page: PlannedPage; file: string }[] = [];
  const missing: (Omit<BrochureToDraw, 'art'> & { art: CoverArt | null })[] = [];
  for (const page of pages) {
    const content = brochureContent(page, config, table, translations);
    const image = page.content.frontMatter.lead?.image;
    const art = image ? { src: image, file: join(root, 'content', image) } : null;
    const artSource = art ? readFileSync(art.file) : null;
    const file = cacheEntry(join(cacheDir, 'brochures'), hashOf(code, artSource ?? '', JSON.stringify(content)));
    planned.push({ page, file });
    if (existsSync(file)) continue;
    const shown = content.sections.flatMap((block) => (block.type === 'outcomes' ? block.items.map((outcome) => outcome.id) : []));
    const outcomes = table.outcomes.get(page.locale.code)!;
    missing.push({
      file,
      content,
      art,
      printed: printedText(
        page.content,
        shown.map((id) => outcomes.get(id)!),
      ),
    });
  }
  if (missing.length > 0) {
    // The art is rasterised first (on a cold build, while the bundle compiles).
    const covers = rasteriseCovers(missing.flatMap((brochure) => brochure.art ?? []));
    const toDraw: BrochureToDraw[] = await Promise.all(
      missing.map(async (brochure) => ({ ...brochure, art: brochure.art ? await covers.get(brochure.art.file)! : null })),
    );
    const drawing = work(new URL('./draw-brochures.ts', import.meta.url), 'drawBrochures', { heavy: true });
    const unprintable = await runner.run<UnprintableField[]>(drawing, toDraw);
    if (unprintable.length > 0) {
      const sources = pages.flatMap((page) => [page.content, ...(table.outcomes.get(page.locale.code)?.values() ?? [])]);
      const lines = new Map(sources.map((source) => [source.file, source.lineOf]));
      throwIfAny(unprintableErrors(unprintable, (file, field) => lines.get(file)?.(field)));
    }
  }
  const files: BrochureFiles['files'] = [];
  const byContentFile = new Map<string, { href: string; bytes: number }>();
  for (const { page, file } of planned) {
    const slug = page.content.route!.split('/').filter(Boolean).at(-1)!;
    const path = `media/brochures/${slug}.${page.locale.code}.pdf`;
    files.push({ path, copyFrom: file });
    byContentFile.set(page.content.file, { href: `/${path}`, bytes: statSync(file).size });
  }
  return { files, byContentFile };
}
