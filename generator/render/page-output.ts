// A page's two files, from its rendered body: its HTML document and its page data. Used by the build's own thread
// and by render threads, which write the files themselves (so a page's strings are made, written and dropped in one
// go, and never cross back to the main thread): keep its imports to what a thread can load cheaply.
import type { PageBody } from '../../site/shared/page-body.ts';
import type { PageData } from '../../site/shared/page-data.ts';
import { documentFrame, type DocumentAssets } from '../shared/html-document.ts';
import type { OutputFile } from '../shared/output-file.ts';
import type { LocalePageFrame, PageDocument } from '../shared/page-document.ts';

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

/** A page's HTML document in parts, around its rendered body (shared/page-document.ts puts them together). */
export function pageDocument(job: PageJob, body: PageBody, banner: string, locale: LocaleDocument): PageDocument {
  const { result } = job.pageData;
  return {
    locale: pageFrameOf(locale, banner),
    head: result.head,
    body,
    place: { route: result.route, template: result.template },
    stylesheet: locale.stylesheets[job.pageData.componentChunkName]!,
    pageDataUrl: `/${job.pageDataFile}`,
    notFound: job.notFound,
    headEnd: job.headEnd,
  };
}

// Each locale's frame, made with its first page: every page of the locale is handed the same LocaleDocument and
// banner, and shares the one object (what crosses to a render thread once per batch).
const frames = new WeakMap<LocaleDocument, LocalePageFrame>();

function pageFrameOf(locale: LocaleDocument, banner: string): LocalePageFrame {
  let frame = frames.get(locale);
  if (!frame || frame.consentBanner.html !== banner) {
    frame = {
      frame: documentFrame(locale),
      consentBanner: { html: banner, script: locale.consentScript },
      notFoundBoot: locale.notFoundScript,
    };
    frames.set(locale, frame);
  }
  return frame;
}

/** The page data file's contents. */
export function pageDataJson(job: PageJob): string {
  return JSON.stringify(job.pageData);
}

/** Where a page's files go: its HTML, its page data, and where its HTML goes as well. */
export type PagePaths = Pick<PageJob, 'htmlFile' | 'pageDataFile' | 'alsoAs'>;

/** A page's files (pure): its HTML, its page data and where its HTML goes as well. */
export function filesOfPage(paths: PagePaths, document: PageDocument, pageData: string): OutputFile[] {
  return pathsOfPage(paths).map((path) => (path === paths.pageDataFile ? { path, contents: pageData } : { path, document }));
}

/** The paths of a page's files (pure): the one list of them, whoever writes or claims them. */
export function pathsOfPage(paths: PagePaths): string[] {
  return paths.alsoAs ? [paths.htmlFile, paths.pageDataFile, paths.alsoAs] : [paths.htmlFile, paths.pageDataFile];
}
