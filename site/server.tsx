// The server entry: bundled for Node by the generator (so Linaria's styles are extracted the same way as in
// the browser bundle) and called once per page.
import type { Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { createI18n } from './i18n.ts';
import type { PageResult, SiteData } from './shared/page-data.ts';
import { templates } from './templates/registry.ts';

export interface LocaleRendererInput {
  site: SiteData;
  /** The locale's fallback chain, first the locale itself. */
  chain: string[];
  resources: Resource;
}

/**
 * A renderer for the pages of one locale. The i18n instance is made once per locale: it is only read
 * while rendering (the language never changes), so pages share no state that one render could alter.
 */
export function createLocaleRenderer({ site, chain, resources }: LocaleRendererInput): (page: PageResult) => string {
  const { t } = createI18n(chain, resources);
  return (page) => renderToString(<App site={site} page={page} t={t} Template={templates[page.template]} />);
}
