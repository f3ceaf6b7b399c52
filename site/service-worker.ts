/// <reference lib="webworker" />
// The site's service worker (SPEC §4, §7), built with Workbox modules:
// - the current build's files are precached (the list is injected at build time as self.__WB_MANIFEST);
// - hashed assets are cache-first: their names change with their content, so a cached copy is never stale,
//   and an old page keeps the exact chunks it was built with (no page mixes two builds);
// - pages and page data are network-first, so visitors get the newest build online and can reopen the pages
//   they visited when offline.
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_NAMES } from './shared/storage-names.ts';

const worker = self as unknown as ServiceWorkerGlobalScope;

void worker.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The build replaces `self.__WB_MANIFEST` with this build's file list (generator/emit/service-worker.ts).
precacheAndRoute((self as unknown as { __WB_MANIFEST: (string | PrecacheEntry)[] }).__WB_MANIFEST);

registerRoute(
  ({ url, request }) => url.origin === location.origin && url.pathname.startsWith('/assets/') && request.method === 'GET',
  new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [new ExpirationPlugin({ maxEntries: 300, purgeOnQuotaError: true })] }),
);

registerRoute(
  ({ url, request }) =>
    url.origin === location.origin &&
    (request.mode === 'navigate' || url.pathname.startsWith('/page-data/') || url.pathname.startsWith('/locales/')),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    networkTimeoutSeconds: 4,
    plugins: [new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);
