/// <reference lib="webworker" />
// The site's service worker, registered at the root. This first version takes control at once and leaves
// every request to the network; precaching and offline support build on it (see tests/browser).
declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});
