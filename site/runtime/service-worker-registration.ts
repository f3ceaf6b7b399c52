// Registers the service worker (SPEC §4, §8): only over HTTPS or on localhost; reports its states; reloads
// once when an updated worker arrives after this page failed to load resources (a deploy removed them).

import { WORKER_RELOAD_KEY } from '../shared/storage-names.ts';

export const INSECURE_MESSAGE = 'Service workers can only be used over HTTPS, or on localhost for development';

export type WorkerState = 'offline-ready' | 'updated' | 'activated' | 'redundant';

/** Fired on window with each state as `detail`; the latest is also on `<html data-service-worker>`. */
export const SERVICE_WORKER_EVENT = 'site:service-worker';

/** Whether a page at this location may register a service worker (pure). */
export function canRegister(location: { protocol: string; hostname: string }): boolean {
  return location.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]', '::1'].includes(location.hostname);
}

let failedResources = false;
/** The loader calls this when a chunk or page resource could not be loaded. */
export function recordFailedResources(): void {
  failedResources = true;
}

export async function registerServiceWorker(onState: (state: WorkerState) => void = () => {}): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  if (!canRegister(location)) {
    console.error(INSECURE_MESSAGE);
    return;
  }
  // Loaded only now, after the page is interactive: it is not part of the first-load JavaScript.
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js');
  const report = (state: WorkerState) => {
    document.documentElement.dataset.serviceWorker = state;
    window.dispatchEvent(new CustomEvent(SERVICE_WORKER_EVENT, { detail: state }));
    onState(state);
  };
  let reloadWhenControlled = false;
  workbox.addEventListener('installed', (event) => {
    // workbox-window calls a worker found by a later update check "external" and leaves isUpdate unset; it
    // still replaces the worker this page registered, so it is an update all the same.
    const isUpdate = Boolean(event.isUpdate || event.isExternal);
    report(isUpdate ? 'updated' : 'offline-ready');
    reloadWhenControlled = isUpdate && failedResources && sessionStorage.getItem(WORKER_RELOAD_KEY) !== location.href;
  });
  // Not at 'installed': the new worker (skipWaiting, clientsClaim) is then still activating, and a reload in that
  // moment may be served by either worker, or stall while the one hands over to the other. Once it controls this
  // page, everything the reload asks for comes from the new build.
  workbox.addEventListener('controlling', () => {
    if (!reloadWhenControlled) return;
    reloadWhenControlled = false;
    sessionStorage.setItem(WORKER_RELOAD_KEY, location.href);
    location.reload();
  });
  workbox.addEventListener('activated', () => report('activated'));
  workbox.addEventListener('redundant', () => report('redundant'));
  try {
    await workbox.register();
    // From here on, an update check reaches the listeners above (tests and tooling wait for this).
    document.documentElement.dataset.serviceWorkerRegistered = 'true';
  } catch (error) {
    console.error('The service worker could not be registered:', error);
  }
}
