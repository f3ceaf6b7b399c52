import { createHash } from 'node:crypto';
import { siteError } from '../errors/site-error.ts';

export interface PrecacheEntry {
  url: string;
  /** null for files whose name already carries a content hash. */
  revision: string | null;
}

const PLACEHOLDER = 'self.__WB_MANIFEST';

/**
 * Files every page may need, precached by the service worker under their own names: scripts, styles, fonts,
 * manifests, icons. Translation catalogues are precached too, at the versioned address pages load them from
 * (generator/shared/catalogue-file.ts), not under their file names.
 */
export function isPrecached(path: string): boolean {
  if (path.startsWith('assets/')) return /\.(js|css|woff2)$/.test(path);
  return /^manifest-.+\.webmanifest$/.test(path) || /^(favicon\.ico|icon\.svg|icon-\d+\.png|apple-touch-icon\.png)$/.test(path);
}

export function precacheEntry(path: string, contents: string | Buffer | null): PrecacheEntry {
  if (path.startsWith('assets/') || contents === null) return { url: `/${path}`, revision: null };
  return { url: `/${path}`, revision: createHash('sha256').update(contents).digest('hex').slice(0, 12) };
}

/** The service worker with this build's precache list put in place of Workbox's placeholder (pure). */
export function createServiceWorker(source: string, entries: PrecacheEntry[]): string {
  if (!source.includes(PLACEHOLDER))
    throw siteError('ServiceWorkerInvalid', { placeholder: PLACEHOLDER }, { file: 'site/service-worker.ts' });
  const sorted = [...entries].sort((a, b) => a.url.localeCompare(b.url));
  return source.replace(PLACEHOLDER, JSON.stringify(sorted));
}
