import { createHash } from 'node:crypto';

/** `'sha256-…'` of an inline script's exact text, as CSP `script-src` lists it. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/** Every inline script of some markup (`<script>` with no `src` and no data type), for hashing. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1]!,
  );
}
