/**
 * robots.txt (pure): everything may be crawled except the form endpoint; the sitemap is named with an
 * absolute URL, as the protocol requires. Funnel pages are kept out of the index by their own
 * `<meta name="robots" content="noindex">`, not here: a blocked page's noindex is never read.
 */
export function createRobots(siteUrl: string, formEndpoint: string): string {
  const lines = ['User-agent: *', 'Allow: /'];
  if (formEndpoint.startsWith('/')) lines.push(`Disallow: ${formEndpoint}`);
  lines.push('', `Sitemap: ${siteUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
