/** The Cache-Control header of an output path (pure): hashed assets forever, documents and data revalidated. */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (/\.(html|json|webmanifest|xml|txt)$/.test(pathname) || pathname === '/sw.js' || pathname.endsWith('/')) {
    return 'public, max-age=0, must-revalidate';
  }
  return 'public, max-age=86400';
}
