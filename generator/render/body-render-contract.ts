// What renders pages' bodies into documents, as the render stage sees it (render-pages.ts): in this thread
// (in-thread-renderer.ts) or in render threads that write the pages too (threaded-renderer.ts); body-renderer.ts picks.
import type { PageResult } from '../../site/shared/page-data.ts';
import type { LocaleRendererInput } from '../../site/server.tsx';
import type { PageDocument } from '../shared/page-document.ts';
import type { LocaleDocument, PageJob } from './page-output.ts';

/** A rendered page: its HTML document (in parts) and page data, or the bytes of them a render thread has written itself. */
export type PageOutput = { document: PageDocument; pageData: string } | { written: number };

/** A page that could not be rendered or written: its index among the pages of its call, and why. */
export class BodyRenderFailure extends Error {
  constructor(
    readonly index: number,
    reason: string,
    /** Its files could not be written (the body was rendered). */
    readonly unwritable = false,
  ) {
    super(reason);
  }
}

/** One locale's renderer: its site data, catalogues and document parts are handed over once, its pages in batches. */
export interface LocaleBodyRenderer {
  /** The cookie banner's first view, the same on every page of the locale (drawn for the page of `result`). */
  banner(result: PageResult): Promise<string>;
  /** Renders some of the locale's pages (at least one). Rejects with a BodyRenderFailure naming the page. */
  render(pages: PageJob[], banner: string): Promise<PageOutput[]>;
  /** Frees what the locale's renderer holds, once its last batch has been asked for. */
  close(): void;
}

/** Turns pages into documents with the server bundle: in this thread, or in render threads that write them too. */
export interface BodyRenderer {
  /**
   * A renderer for the pages of one locale. `key` names what it renders with: a renderer that keeps its locales
   * (keptBodyRenderer) gives the one it opened for the same locale and version before.
   */
  openLocale(input: LocaleRendererInput, document: LocaleDocument, key?: LocaleKey): LocaleBodyRenderer;
  /** How many more batches to hand it before the first is finished (0: it renders each batch as it is handed it). */
  lookahead: number;
  close(): Promise<void>;
}

/** A locale's code, and a version of what it renders with (its site data's hash). */
export interface LocaleKey {
  locale: string;
  version: string;
}

/** Where the server bundle is: its entry, or the bundle stage still making it, and where its packages resolve from. */
export interface ServerBundle {
  entry: string | Promise<string>;
  /** A file in the folder the bundles are kept in: render threads load React from where the bundle will find it. */
  packagesFrom?: string;
}
