import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { siteError } from '../errors/site-error.ts';
import { createStaticServer, listen } from './create-server.ts';
import { createFormEndpoint } from './form-endpoint.ts';

/** `site serve`: serves a built folder until the process ends. Resolves with the URL. */
export async function serveSite(options: { root: string; dir: string; port: number; host: string }): Promise<string> {
  if (!existsSync(join(options.dir, 'index.html'))) {
    throw siteError('NothingToServe', { dir: options.dir }, { file: options.dir });
  }
  const config = await loadConfig(join(options.root, 'site.config.json'));
  const locales = config.locales.map((locale) => locale.code);
  // Submissions to a local endpoint are kept in a JSON-lines file next to the built site.
  const routes = config.forms.endpoint.startsWith('/') ? [createFormEndpoint({ path: config.forms.endpoint, file: join(options.root, '.cache', 'submissions.jsonl'), locales })] : [];
  const server = createStaticServer({ dir: options.dir, locales, routes });
  return listen(server, options.port, options.host);
}
