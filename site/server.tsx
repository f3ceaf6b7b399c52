// The server entry: bundled for Node by the generator (so Linaria's styles are extracted the same way as in
// the browser bundle) and called once per page.
import type { Resource } from 'i18next';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { createI18n } from './i18n.ts';
import type { PageResult, SiteData } from './shared/page-data.ts';
import { templates } from './templates/registry.ts';

export interface RenderInput {
  site: SiteData;
  page: PageResult;
  /** The locale's fallback chain, first the locale itself. */
  chain: string[];
  resources: Resource;
}

/** Renders the body of one page to HTML. A fresh i18n instance per page: no state is shared between renders. */
export function renderPageBody({ site, page, chain, resources }: RenderInput): string {
  const i18n = createI18n(chain, resources);
  const Template = templates[page.template];
  return renderToString(<App site={site} page={page} t={i18n.t} Template={Template} />);
}
