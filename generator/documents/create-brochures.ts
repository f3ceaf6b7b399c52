import { join } from 'node:path';
import { hashOf, readThrough } from '../cache/content-cache.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { ContentDocument } from '../load/parse-document.ts';
import type { RouteTable } from '../plan/create-route-table.ts';
import { createBrochurePdf } from './brochure-pdf.ts';

export interface GeneratedFile {
  /** Path in the output folder. */
  path: string;
  contents: Buffer;
}

export interface BrochureFiles {
  files: GeneratedFile[];
  /** Brochure document file → its PDF's URL and size, for download pages. */
  byDocument: Map<string, { href: string; bytes: number }>;
}

// Bump when the PDF layout changes, so cached PDFs are made again.
const LAYOUT_VERSION = '1';

/** One PDF per brochure document (a regional override gets its own), cached by its content. */
export async function createBrochures(config: SiteConfig, table: RouteTable, cacheDir: string): Promise<BrochureFiles> {
  const documents = new Map<string, { document: ContentDocument; locale: string }>();
  for (const page of table.pages) {
    if (page.document.frontMatter.template !== 'brochure' || documents.has(page.document.file)) continue;
    // The document's own folder is the locale whose URL the PDF points back to.
    documents.set(page.document.file, { document: page.document, locale: page.document.folder });
  }
  const files: GeneratedFile[] = [];
  const byDocument = new Map<string, { href: string; bytes: number }>();
  for (const [file, { document, locale }] of [...documents].sort(([a], [b]) => a.localeCompare(b))) {
    const frontMatter = document.frontMatter;
    const content = {
      siteName: config.siteName,
      language: locale,
      kicker: frontMatter.lead?.kicker ?? null,
      title: frontMatter.title,
      subtitle: frontMatter.lead?.subtitle ?? frontMatter.description,
      body: document.body,
      url: `${config.siteUrl}/${locale}${document.route}`,
      primaryColour: config.themeColor,
    };
    const pdf = await readThrough(join(cacheDir, 'brochures'), hashOf(LAYOUT_VERSION, JSON.stringify(content)), () => createBrochurePdf(content));
    const slug = document.route!.split('/').filter(Boolean).at(-1)!;
    const path = `media/brochures/${slug}.${locale}.pdf`;
    files.push({ path, contents: pdf });
    byDocument.set(file, { href: `/${path}`, bytes: pdf.length });
  }
  return { files, byDocument };
}
