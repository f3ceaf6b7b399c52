// The runtime (started by boot.ts): hydrates the server HTML with the same App and template, then takes over navigation.
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { App } from '../app.tsx';
import { translationChain } from '../shared/locales.ts';
import { PROGRESS_ID, readBootData } from '../shared/boot-data.ts';
import { createLoader, PageResourcesError, type PageResource } from './loader.ts';
import { whenConsentNeeded } from '../consent/consent-start.ts';
import { linkManifest } from './head.ts';
import { whenIdle } from './idle.ts';
import { drawPartsWhenIdle } from './off-screen-parts.ts';
import { loadTranslator } from './translations.ts';

async function start(): Promise<void> {
  // The task that evaluated the runtime's modules (React DOM's among them) ends here; the requests below start in
  // the next, and neither task is long enough to block a slow phone.
  await nextTask();
  // Fetched while the first page loads and hydrates, but hydration does not wait for it.
  const navigation = import('./navigation.ts');
  const boot = readBootData(document);
  const locales = (document.documentElement.dataset.locales ?? '').split(',');
  const loader = createLoader({ chunkMap: boot.chunkMap, buildHash: boot.buildHash, locales });
  const pathname = location.pathname;
  // The HTML names its own page data: a not-found page served at any path loads the locale's 404 data.
  const first = await loader.loadFirstPage(boot.pageDataUrl);
  if (first.kind !== 'page') {
    throw new PageResourcesError(`page resources for ${pathname} not found (${first.kind === 'error' ? first.status : 'newer build'})`);
  }
  loader.seed(first.resource, pathname);
  const site = first.resource.site;
  const locale = site.locales.find((candidate) => candidate.code === first.resource.pageData.result.locale)!;
  const t = await loadTranslator(translationChain(locale), new Map(boot.translations.map((entry) => [entry.language, entry.href])));
  let hydrated!: () => void;
  const whenHydrated = new Promise<void>((resolve) => (hydrated = resolve));
  const renderPage = (resource: PageResource) => (
    <App site={resource.site} page={resource.pageData.result} t={t} Template={resource.Template} onHydrated={hydrated} />
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(document.getElementById('___site')!, renderPage(first.resource), {
      onRecoverableError: (error) => console.error('Hydration mismatch:', error),
    });
  });
  let current = first.resource;
  let tracking = { pageView: () => {} };
  try {
    const { startNavigation } = await navigation;
    // A task of its own: hydration's first slices go first, and neither adds to the other's length.
    await nextTask();
    startNavigation({
      root,
      loader,
      locales,
      renderPage,
      announce: (resource) => t('router.navigatedTo', { title: resource.pageData.result.page.title }),
      onNavigated: (resource) => {
        current = resource;
        tracking.pageView();
      },
    });
  } catch (error) {
    // The page is hydrated and its links still work: each is an ordinary page load.
    console.warn('Client-side navigation could not start:', error instanceof Error ? error.message : error);
  }
  // Interactive: hydrated, and links render without a full load (tests and tooling wait for this).
  await whenHydrated;
  document.documentElement.dataset.hydrated = 'true';
  drawPartsWhenIdle(document);
  // Consent and analytics are a chunk of their own, fetched once the page is interactive if there is consent work to
  // do now (analytics to start), else at the visitor's first use of the banner or of "Cookie settings".
  whenConsentNeeded(
    document,
    (handOver) =>
      void import('../consent/consent-controller.tsx').then(async ({ startConsent }) => {
        // The same object gains its page-view function once a visitor consents.
        tracking = await startConsent({ config: site.analytics, site, page: () => current.pageData.result, t, handOver });
      }),
  );
  whenIdle(() => {
    linkManifest(document, current.pageData.result.head.manifest);
    void import('./service-worker-registration.ts').then((worker) => worker.registerServiceWorker());
  }, SETTLED);
}

/** Where the browser cannot say when it is idle, how long to wait for the page to have settled. */
const SETTLED = 200;

/** Resolves in a later task: the browser may render and run what is queued (React's slices) in between. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve));
}

start().catch((error: unknown) => {
  // The server HTML stays as it is (it reads and its links work); say that the rest could not load.
  console.error('The page could not be made interactive:', error instanceof Error ? error.message : error);
  const progress = document.getElementById(PROGRESS_ID);
  if (progress) {
    progress.setAttribute('data-state', 'error');
    progress.removeAttribute('hidden');
    progress.setAttribute('role', 'alert');
    progress.textContent = progress.dataset.errorText ?? '';
  }
  // A newer service worker arriving now reloads the page once (SPEC §4): it is likely what fixes it.
  void import('./service-worker-registration.ts').then((worker) => {
    worker.recordFailedResources();
    whenIdle(() => void worker.registerServiceWorker(), SETTLED);
  });
});
