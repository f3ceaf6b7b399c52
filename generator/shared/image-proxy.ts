/**
 * The image proxy's URL template (config `images.proxy`): an image CDN that fetches an original from the site
 * and answers it resized, e.g. `https://images.example.net/?url={src}&w={width}`. Pure helpers, shared by the
 * config check, the image stage and the Content-Security-Policy.
 */

const SRC = '{src}';
const WIDTH = '{width}';

/** The template with `{src}` (the original's absolute URL, URL-encoded) and `{width}` filled in. */
export function proxyImageUrl(template: string, originalUrl: string, width: number): string {
  return template.replaceAll(SRC, encodeURIComponent(originalUrl)).replaceAll(WIDTH, String(width));
}

/** The origin every proxied image comes from, which the Content-Security-Policy's `img-src` must allow. */
export function proxyOrigin(template: string): string {
  return new URL(proxyImageUrl(template, 'https://example.org/a.png', 1)).origin;
}

/** What is wrong with a template, as the end of a sentence naming the field; null when it is usable. */
export function proxyTemplateProblem(template: string): string | null {
  const example = 'like "https://images.example.net/?url={src}&w={width}"';
  let url: URL;
  try {
    url = new URL(proxyImageUrl(template, 'https://example.org/a.png', 1));
  } catch {
    return `must be an absolute https URL ${example}`;
  }
  if (url.protocol !== 'https:') return `must be an absolute https URL ${example}`;
  const missing = [SRC, WIDTH].filter((placeholder) => !template.includes(placeholder));
  if (missing.length) return `must contain ${missing.join(' and ')}, ${example}`;
  // srcset separates its candidates with whitespace, so a URL with a space in it would be cut in two.
  if (/\s/.test(template)) return 'must not contain spaces';
  // The placeholders belong in the path or query: the proxy's origin has to be fixed for the policy to allow it.
  if (proxyOrigin(template) !== new URL(proxyImageUrl(template, 'https://example.com/b.png', 2)).origin) {
    return `must keep ${SRC} and ${WIDTH} out of the host name`;
  }
  return null;
}
