/** Sitemap groups in display order; a route belongs to the group with the longest matching prefix. */
export const SITEMAP_GROUPS: { id: string; prefix: string }[] = [
  { id: 'company', prefix: '/' },
  { id: 'services', prefix: '/services/' },
  { id: 'industries', prefix: '/industries/' },
  { id: 'insights', prefix: '/insights/' },
  { id: 'brochures', prefix: '/brochures/' },
  { id: 'contact', prefix: '/contact/' },
  { id: 'legal', prefix: '/legal/' },
];

/** The sitemap group a route belongs to (`services`, `insights`, …). */
export function groupOf(route: string): string {
  const matches = SITEMAP_GROUPS.filter((group) => route.startsWith(group.prefix));
  return matches.reduce((best, group) => (group.prefix.length > best.prefix.length ? group : best)).id;
}
