// Page bodies rendered in this thread, with the server bundle loaded here: a build of a few hundred pages, and dev.
import { pathToFileURL } from 'node:url';
import type { createLocaleRenderer, LocaleRendererInput, renderConsentBanner } from '../../site/server.tsx';
import { BodyRenderFailure, type BodyRenderer, type LocaleBodyRenderer, type PageOutput } from './body-render-contract.ts';
import { pageDataJson, pageDocument, type LocaleDocument } from './page-output.ts';

type ServerModule = { createLocaleRenderer: typeof createLocaleRenderer; renderConsentBanner: typeof renderConsentBanner };

const serverModules = new Map<string, Promise<ServerModule>>();

/** Loads the server bundle once per bundle (dev keeps several builds in one process). */
function loadServerModule(entry: string): Promise<ServerModule> {
  let module = serverModules.get(entry);
  if (!module) {
    module = import(pathToFileURL(entry).href) as Promise<ServerModule>;
    serverModules.set(entry, module);
  }
  return module;
}

/**
 * A renderer in this thread that keeps each locale it opens, with what it rendered once for the locale (the header and
 * footer, the cookie banner): `dev` keeps one for as long as a build's translations and bundle hold, and re-renders an
 * edited page's locales without drawing their chrome again (React's development build drew it in about 15 ms a locale,
 * most of an edit's wait). A locale opened for another version of its site data replaces the one kept for it.
 */
export function keptBodyRenderer(serverEntry: string): BodyRenderer {
  return inThreadRenderer(Promise.resolve(serverEntry), new Map());
}

/**
 * A renderer in this thread, whose pages come back as documents for the caller to write; with `kept`, it keeps the
 * last renderer it opened for each locale, with its version (keptBodyRenderer).
 */
export function inThreadRenderer(
  serverEntry: Promise<string>,
  kept?: Map<string, { version: string; renderer: LocaleBodyRenderer }>,
): BodyRenderer {
  // The bundle is loaded (with React) now, not at the first page: the build makes this renderer while the stages
  // before the render still wait on files. A bundle that fails fails the build where its stage is awaited; a renderer
  // never opened does not report it again.
  serverEntry.then(loadServerModule).catch(() => undefined);
  return {
    lookahead: 0,
    openLocale(input, document, key) {
      const keptLocale = key && kept?.get(key.locale);
      if (keptLocale && keptLocale.version === key.version) return keptLocale.renderer;
      const renderer = openInThread(serverEntry, input, document);
      if (key) kept?.set(key.locale, { version: key.version, renderer });
      return renderer;
    },
    async close() {},
  };
}

/** A locale's renderer in this thread; its cookie banner is drawn once (it is the same on every page of the locale). */
function openInThread(serverEntry: Promise<string>, input: LocaleRendererInput, document: LocaleDocument): LocaleBodyRenderer {
  const renderer = serverEntry.then(loadServerModule).then((server) => ({ server, renderBody: server.createLocaleRenderer(input) }));
  let banner: Promise<string> | null = null;
  return {
    banner(result) {
      banner ??= renderer.then(({ server }) => server.renderConsentBanner(input, result));
      return banner;
    },
    async render(pages, banner) {
      const { renderBody } = await renderer;
      const outputs: PageOutput[] = [];
      try {
        for (const page of pages) {
          const body = renderBody(page.pageData.result);
          outputs.push({ document: pageDocument(page, body, banner, document), pageData: pageDataJson(page) });
        }
        return outputs;
      } catch (error) {
        throw new BodyRenderFailure(outputs.length, (error as Error).message);
      }
    },
    close() {},
  };
}
