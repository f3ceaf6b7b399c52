import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createStaticServer, listen } from '../../generator/serve/create-server.ts';
import { SPAM_POLICY } from '../../generator/host/contact/spam-rules.ts';
import { createFormEndpoint } from '../../generator/serve/form-endpoint.ts';
import { openSubmissionsDatabase } from '../../generator/serve/submissions-database.ts';
import { realConfig } from './fixtures.ts';

/** How the test server misbehaves for one request. */
export type Fault = { status: number; body?: string } | { delayMs: number } | { rewriteJson: (value: Record<string, unknown>) => unknown };

export interface ServedBuild {
  url: string;
  server: Server;
  /** Every request path received, in order. */
  requests: string[];
  /** Decides, per request path, whether to misbehave; `undefined` serves normally. */
  setFaults: (faults: ((pathname: string) => Fault | undefined) | null) => void;
  close: () => Promise<void>;
}

/**
 * Serves a built folder on a free port of 127.0.0.1, optionally misbehaving on purpose, and with `submissions`
 * (an SQLite file) receiving its contact forms; close it in the test.
 */
export async function serveBuild(dir: string, options: { live?: boolean; submissions?: string } = {}): Promise<ServedBuild> {
  const requests: string[] = [];
  let faults: ((pathname: string) => Fault | undefined) | null = null;
  const misbehave = (request: IncomingMessage, response: ServerResponse): boolean => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    requests.push(pathname);
    const fault = faults?.(pathname);
    if (!fault) return false;
    if ('status' in fault) {
      response.writeHead(fault.status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(fault.body ?? '');
    } else if ('delayMs' in fault) {
      setTimeout(() => {
        response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
        response.end(readFileSync(join(dir, pathname)));
      }, fault.delayMs);
    } else {
      const value = JSON.parse(readFileSync(join(dir, pathname), 'utf8')) as Record<string, unknown>;
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      response.end(JSON.stringify(fault.rewriteJson(value)));
    }
    return true;
  };
  const locales = realConfig().locales.map((locale) => locale.code);
  const database = options.submissions ? await openSubmissionsDatabase(options.submissions) : null;
  // A browser test fills a form in a fraction of a second: the visit stamp must still arrive with the form's page and go
  // back with the post, but no minimum wait applies here (the unit and edge tests hold the three-second rule).
  const forms = database
    ? createFormEndpoint({ path: '/api/contact', database, locales, spamPolicy: { ...SPAM_POLICY, minimumFillMs: 0 } })
    : null;
  const routes = [misbehave, ...(forms ? [forms.route, forms.stampPages] : [])];
  const server = createStaticServer({ dir, locales, routes, live: options.live });
  const url = await listen(server, 0, '127.0.0.1');
  return {
    url: url.replace(/\/$/, ''),
    server,
    requests,
    setFaults: (next) => {
      faults = next;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          void (database?.close() ?? Promise.resolve()).then(() => resolve());
        });
      }),
  };
}
