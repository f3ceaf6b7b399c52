import type { IncomingMessage, ServerResponse } from 'node:http';

export const RELOAD_EVENTS_PATH = '/__dev/events';

/** The script `dev` adds to every page: reloads when the server says the build changed. */
export const RELOAD_CLIENT = `<script>(() => {
  const events = new EventSource('${RELOAD_EVENTS_PATH}');
  events.addEventListener('reload', () => location.reload());
  events.addEventListener('build-error', (event) => console.error('The site could not be rebuilt:\\n' + event.data));
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
