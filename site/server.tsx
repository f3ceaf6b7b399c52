// The server entry: bundled for Node by the generator (so Linaria's styles are extracted the same way as in
// the browser bundle) and called once per page.
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import type { PageResult, SiteData } from './shared/page-data.ts';
import { createTranslator, type Catalogue } from './shared/translator.ts';
import { templates } from './templates/registry.ts';

export interface LocaleRendererInput {
  site: SiteData;
  /** The catalogues the locale reads, in order: its own first, `dev` last. */
  catalogues: Catalogue[];
}

/**
 * A renderer for the pages of one locale. The translate function is made once per locale: it is only read
 * while rendering (the language never changes), so pages share no state that one render could alter.
 */
export function createLocaleRenderer({ site, catalogues }: LocaleRendererInput): (page: PageResult) => string {
  const t = createTranslator(catalogues);
  return (page) => renderToString(<App site={site} page={page} t={t} Template={templates[page.template]} />);
}
