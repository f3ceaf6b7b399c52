import type { IncomingMessage, ServerResponse } from 'node:http';
import { STALE_PAGES_PATH } from '../translations/check-translations.ts';

export const RELOAD_EVENTS_PATH = '/__dev/events';

/**
 * The script `dev` adds to every page: reloads when the server says the build changed, and shows a small notice on a
 * page whose translation is stale (the build's list, translations/check-translations.ts; development builds only),
 * again after each client-side navigation. A click hides it.
 */
export const RELOAD_CLIENT = `<script>(() => {
  const events = new EventSource('${RELOAD_EVENTS_PATH}');
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('build-error', (event) => console.error('The site could not be rebuilt:\\n' + event.data));
  const stale = fetch('/${STALE_PAGES_PATH}').then((response) => (response.ok ? response.json() : [])).catch(() => []);
  let shown = null;
  let path = null;
  const notice = (page) => {
    const note = document.createElement('aside');
    note.dataset.devNotice = 'stale-translation';
    note.textContent = 'Stale translation: ' + page.file + ' (its source ' + page.source + ' changed since it was marked)';
    note.title = 'site translations lists what is stale. Development builds only; click to hide.';
    note.style.cssText = 'position:fixed;left:8px;bottom:8px;z-index:2147483647;max-width:26rem;padding:4px 8px;' +
      'font:12px/1.4 system-ui,sans-serif;background:#fff8db;color:#5c4400;border:1px solid #e0c060;border-radius:4px;opacity:.9';
    note.addEventListener('click', () => note.remove());
    return note;
  };
  const check = () => {
    if (path === location.pathname) return;
    path = location.pathname;
    stale.then((pages) => {
      shown?.remove();
      const page = pages.find((candidate) => candidate.url === path);
      shown = page ? document.body.appendChild(notice(page)) : null;
    });
  };
  check();
  setInterval(check, 500);
})();</script>`;

/** Server-sent events to every open page: `reload` after a rebuild, `build-error` when one failed. */
export function createReloadChannel() {
  const clients = new Set<ServerResponse>();
  return {
    route(request: IncomingMessage, response: ServerResponse): boolean {
      if (request.url !== RELOAD_EVENTS_PATH) return false;
      response.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store', Connection: 'keep-alive' });
      response.write(': connected\n\n');
      clients.add(response);
      request.on('close', () => clients.delete(response));
      return true;
    },
    send(event: 'reload' | 'build-error', data = ''): void {
      const payload = `event: ${event}\ndata: ${data.split('\n').join('\ndata: ')}\n\n`;
      for (const client of clients) client.write(payload);
    },
    get size(): number {
      return clients.size;
    },
    close(): void {
      for (const client of clients) client.end();
      clients.clear();
    },
  };
}
