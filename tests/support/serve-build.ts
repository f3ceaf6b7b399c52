import type { Server } from 'node:http';
import { createStaticServer, listen } from '../../generator/serve/create-server.ts';
import { realConfig } from './fixtures.ts';

/** Serves a built folder on a free port of 127.0.0.1; call `close` in the test that started it. */
export async function serveBuild(dir: string): Promise<{ url: string; close: () => Promise<void>; server: Server }> {
  const server = createStaticServer({ dir, locales: realConfig().locales.map((locale) => locale.code) });
  const url = await listen(server, 0, '127.0.0.1');
  return {
    url: url.replace(/\/$/, ''),
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
