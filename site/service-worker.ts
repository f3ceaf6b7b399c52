/// <reference lib="webworker" />
// The site's service worker, registered at the root. This first version takes control at once and leaves
// every request to the network; precaching and offline support build on it.
const worker = self as unknown as ServiceWorkerGlobalScope;

worker.addEventListener('install', () => {
  void worker.skipWaiting();
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(worker.clients.claim());
});
