import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { siteError } from '../errors/site-error.ts';
import { endpointLocation } from '../shared/endpoint-location.ts';
import { silentLogger, type Logger } from '../logger.ts';
import { createStaticServer, listen } from './create-server.ts';
import { createFormEndpoint } from './form-endpoint.ts';
import { openSubmissionsDatabase } from './submissions-database.ts';

export interface ServeSiteOptions {
  root: string;
  dir: string;
  port: number;
  host: string;
  /** The submissions database. Default: `{root}/data/submissions.sqlite`. */
  submissions?: string;
  /** Where every stored submission is posted (`CONTACT_WEBHOOK_URL`). */
  webhookUrl?: string | null;
  /** Behind a reverse proxy: take the visitor's address and scheme from `X-Forwarded-For` and `-Proto`. */
  trustProxy?: boolean;
  logger?: Logger;
}

/** How often `serve` retries webhook deliveries that are due. */
const DELIVERY_SWEEP_MS = 30_000;

/** The default submissions database of a project. */
export function defaultSubmissionsFile(root: string): string {
  return join(root, 'data', 'submissions.sqlite');
}

/** `site serve`: serves a built folder and receives its contact forms until the process ends. Resolves with the URL. */
export async function serveSite(options: ServeSiteOptions): Promise<string> {
  if (!existsSync(join(options.dir, 'index.html'))) {
    throw siteError('NothingToServe', { dir: options.dir }, { file: options.dir });
  }
  const logger = options.logger ?? silentLogger;
  const warn = (error: unknown) => logger.warn(error instanceof Error ? error.message : String(error));
  const config = await loadConfig(join(options.root, 'site.config.json'));
  const locales = config.locales.map((locale) => locale.code);
  // Opened now, so that a path that cannot hold the database stops `serve` before any visitor finds out.
  const database = await openSubmissionsDatabase(options.submissions ?? defaultSubmissionsFile(options.root));
  const { path, siteOrigin } = endpointLocation(config.forms.endpoint, config.siteUrl);
  const endpoint = createFormEndpoint({
    path,
    database,
    locales,
    siteOrigin,
    webhookUrl: options.webhookUrl ?? null,
    trustProxy: options.trustProxy,
    onError: warn,
  });
  if (options.webhookUrl) setInterval(() => void endpoint.deliverDue().catch(warn), DELIVERY_SWEEP_MS).unref();
  const server = createStaticServer({ dir: options.dir, locales, routes: [endpoint.route, endpoint.stampPages] });
  server.on('close', () => void database.close());
  return listen(server, options.port, options.host);
}
