import type { BundleResult } from '../bundle/bundle-site.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { OutputFile } from '../shared/output-file.ts';
import { inlineScripts, scriptHash } from '../shared/script-hashes.ts';
import { createEdgeWorker } from './edge/edge-worker.ts';
import { createHeadersFile, createRedirectsFile, headerRules } from './host-config.ts';

export interface HostInput {
  config: SiteConfig;
  bundle: BundleResult;
  /** Markup appended to every page's body (dev's reload client): its inline scripts are hashed too. */
  bodyEnd?: string;
  /** Every path the build wrote: the header rules cover each top-level folder. */
  written: readonly string[];
  /** Where the edge worker of the last build is kept, to reuse while its inputs are unchanged. */
  cacheDir?: string;
}

/** The host stage's output: what static hosts and the edge platform read beside the site. */
export interface HostFiles {
  files: OutputFile[];
  rules: number;
}

/**
 * `_headers` (security headers, the Content-Security-Policy hashing every inline script the build wrote, cache
 * policy), `_redirects` (language negotiation at `/`, per-locale not-found pages) and the edge worker, which applies
 * the same headers to what it answers itself. Runs last, when every path is known.
 */
export async function createHostFiles({ config, bundle, bodyEnd, written, cacheDir }: HostInput): Promise<HostFiles> {
  const inline = [bundle.rootScript, bundle.notFoundScript, bundle.consentScript, ...inlineScripts(bodyEnd ?? '')];
  const hashes = inline.map(scriptHash);
  const rules = headerRules(config, hashes, [...written]);
  const headers = createHeadersFile(rules);
  const files = [
    { path: '_headers', contents: headers },
    { path: '_redirects', contents: createRedirectsFile(config) },
    await createEdgeWorker(config, headers, cacheDir),
  ];
  return { files, rules: rules.length };
}

/** The stage's log line. */
export function describeHostFiles(host: HostFiles): string {
  return `_headers (${host.rules} rules), _redirects, ${host.files.length - 2} edge worker`;
}
