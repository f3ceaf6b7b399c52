// Where the contact endpoint lives, from `forms.endpoint`: checked once with the config, read by `serve`,
// `dev` and the edge worker's build. Pure.

/**
 * Why `forms.endpoint` cannot be used, or null: a path on the site (`/api/contact`), or an absolute https URL
 * on another host (http only on this machine, for tests), without query or fragment.
 */
export function endpointProblem(endpoint: string): string | null {
  if (endpoint.startsWith('/')) {
    return endpoint.startsWith('//') || /[?#]/.test(endpoint) ? 'must be a path like "/api/contact", without ? or #' : null;
  }
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'must be a path on the site ("/api/contact") or an absolute https URL ("https://forms.example.com/api/contact")';
  }
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) return 'must use https (http is only for localhost)';
  if (url.search || url.hash || endpoint.includes('#')) return 'must have no query or fragment';
  if (url.username || url.password) return 'must not hold a user name or password';
  return null;
}

/**
 * Where the endpoint listens, from `forms.endpoint`: a path on the site itself, or an absolute URL on
 * another host, which then answers for `siteUrl`'s origin (see `ContactEndpoint.siteOrigin`).
 */
export function endpointLocation(formsEndpoint: string, siteUrl: string): { path: string; siteOrigin: string | null } {
  if (formsEndpoint.startsWith('/')) return { path: formsEndpoint, siteOrigin: null };
  return { path: new URL(formsEndpoint).pathname, siteOrigin: new URL(siteUrl).origin };
}
