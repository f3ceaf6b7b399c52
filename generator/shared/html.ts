/** Escapes text for HTML text and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  // Most values have nothing to escape: returned as they are, with no new string.
  return ESCAPED.test(value) ? value.replace(ESCAPED_ALL, (character) => `&#${character.charCodeAt(0)};`) : value;
}

const ESCAPED = /[&<>"']/;
const ESCAPED_ALL = /[&<>"']/g;

/** JSON that is safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `<tag a="b">` from a list of attributes; `true` writes a bare attribute, `false`/`null` drops it. */
export function tag(name: string, attributes: Record<string, string | boolean | null | undefined>): string {
  // Concatenated in place: every page's head is made of dozens of these (a list per tag was a tenth of a large
  // build's garbage).
  let html = `<${name}`;
  for (const key in attributes) {
    const value = attributes[key];
    if (value === true) html += ` ${key}`;
    else if (typeof value === 'string') html += ` ${key}="${escapeHtml(value)}"`;
  }
  return `${html}>`;
}
