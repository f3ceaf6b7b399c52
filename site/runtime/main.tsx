// The browser entry: hydrates the server HTML with the same App and template.
import type { Resource } from 'i18next';
import { hydrateRoot } from 'react-dom/client';
import { useEffect, type ComponentType } from 'react';
import { App, type TemplateProps } from '../app.tsx';
import { createI18n, DEFAULT_NAMESPACE } from '../i18n.ts';
import { fallbackChain } from '../shared/locales.ts';
import type { ChunkMap, PageData, StaticQueryResult } from '../shared/page-data.ts';
import { readBootData } from './boot-data.ts';

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

async function loadTemplate(chunkMap: ChunkMap, name: string): Promise<ComponentType<TemplateProps>> {
  const chunk = chunkMap[name];
  if (!chunk) throw new Error(`The component chunk ${name} could not be found.`);
  const module = (await import(/* @vite-ignore */ chunk.js[0]!)) as { default: ComponentType<TemplateProps> };
  return module.default;
}

/** Renders nothing; marks the document once React has hydrated it (tests and tooling wait for this). */
function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

async function hydrate(): Promise<void> {
  const boot = readBootData(document);
  const [pageData, siteQuery] = await Promise.all([
    fetchJson<PageData>(boot.pageDataUrl),
    fetchJson<StaticQueryResult>(boot.staticQueryUrl),
  ]);
  const site = siteQuery.data;
  const locale = site.locales.find((candidate) => candidate.code === pageData.result.locale)!;
  const chain = fallbackChain(locale);
  const catalogues = await Promise.all(boot.translations.map((catalogue) => fetchJson<Resource[string][string]>(catalogue.href)));
  const resources: Resource = Object.fromEntries(
    boot.translations.map((catalogue, index) => [catalogue.language, { [DEFAULT_NAMESPACE]: catalogues[index]! }]),
  );
  const Template = await loadTemplate(boot.chunkMap, pageData.componentChunkName);
  const i18n = createI18n(chain, resources);
  hydrateRoot(
    document.getElementById('___site')!,
    <>
      <App site={site} page={pageData.result} t={i18n.t} Template={Template} />
      <HydrationMarker />
    </>,
    {
      onRecoverableError: (error) => console.error('Hydration mismatch:', error),
    },
  );
}

hydrate().catch((error: unknown) => {
  console.error('The page could not be made interactive:', error);
});
