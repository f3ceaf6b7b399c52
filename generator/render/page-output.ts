// A page's two files, from its rendered body: its HTML document and its page data. Used by the build's own thread
// and by render threads, which write the files themselves (so a page's strings are made, written and dropped in one
// go, and never cross back to the main thread): keep its imports to what a thread can load cheaply.
import type { PageData } from '../../site/shared/page-data.ts';
import { writeFilesInto } from '../shared/unchanged-files.ts';
import { documentFrame, frameDocument, type DocumentAssets, type DocumentFrame } from './html-document.ts';

/** What every page of one locale puts around its body: the build's files and the locale's words and addresses. */
export interface LocaleDocument extends Omit<DocumentAssets, 'stylesheet' | 'pageDataUrl' | 'headEnd' | 'notFoundBoot' | 'consentBanner'> {
  /** Each template's stylesheet (by chunk name): the page's is the one of its template. */
  stylesheets: Record<string, string>;
  /** The inline script of not-found pages (DocumentAssets.notFoundBoot). */
  notFoundScript: string;
  /** The inline script of the cookie banner's first view. */
  consentScript: string;
}

/** A page whose body is to be rendered: its data, where its files go, and the tags only its document has. */
export interface PageJob {
  pageData: PageData;
  /** Paths in the output folder. */
  htmlFile: string;
  pageDataFile: string;
  /** Where its HTML is written as well: the default locale's not-found page is also the site's `404.html`. */
  alsoAs: string | null;
  /** A not-found page (it starts the runtime through DocumentAssets.notFoundBoot). */
  notFound: boolean;
  /** Social cards, structured data and the feed link, at the end of <head>. */
  headEnd: string[];
}

/** A page's whole HTML document around its rendered body (pure). */
export function pageDocument(job: PageJob, body: string, banner: string, locale: LocaleDocument): string {
  const chunkName = job.pageData.componentChunkName;
  return frameDocument(frameOf(locale), job.pageData.result.head, body, {
    stylesheet: locale.stylesheets[chunkName]!,
    pageDataUrl: `/${job.pageDataFile}`,
    notFoundBoot: job.notFound ? locale.notFoundScript : undefined,
    consentBanner: { html: banner, script: locale.consentScript },
    headEnd: job.headEnd,
  });
}

// Each locale's document frame, made with its first page: every page of the locale is handed the same LocaleDocument.
const frames = new WeakMap<LocaleDocument, DocumentFrame>();

function frameOf(locale: LocaleDocument): DocumentFrame {
  let frame = frames.get(locale);
  if (!frame) frames.set(locale, (frame = documentFrame(locale)));
  return frame;
}

/** The page data file's contents. */
export function pageDataJson(job: PageJob): string {
  return JSON.stringify(job.pageData);
}

/** Where a page's files go: its HTML, its page data, and where its HTML goes as well. */
export type PagePaths = Pick<PageJob, 'htmlFile' | 'pageDataFile' | 'alsoAs'>;

/** A page's files (pure): the one list of them, whoever writes or claims them. */
export function filesOfPage(paths: PagePaths, html: string, pageData: string): { path: string; contents: string }[] {
  const files = [
    { path: paths.htmlFile, contents: html },
    { path: paths.pageDataFile, contents: pageData },
  ];
  if (paths.alsoAs) files.push({ path: paths.alsoAs, contents: html });
  return files;
}

/** The folders pages' files go in (pure), each once, in the order of the pages: their HTML's and their page data's. */
export function foldersOfPages(pages: readonly Pick<PageJob, 'htmlFile' | 'pageDataFile'>[]): string[] {
  const folders = new Set<string>();
  for (const page of pages) {
    for (const file of [page.htmlFile, page.pageDataFile]) {
      const end = file.lastIndexOf('/');
      if (end > 0) folders.add(file.slice(0, end));
    }
  }
  return [...folders];
}

/**
 * Writes a page's files into `folder` at once (a render thread has nothing else to do meanwhile), making each folder
 * once (`made`, per thread); a file unchanged since the `previous` output is kept or linked from it (writeOrKeep).
 * Returns the bytes written.
 */
export function writePageSync(folder: string, previous: string | null, job: PageJob, html: string, made: Set<string>): number {
  return writeFilesInto(folder, previous, filesOfPage(job, html, pageDataJson(job)), made);
}
