/** Escapes text for HTML text and double-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON that is safe inside a `<script>` element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `<tag a="b">` from a list of attributes; `true` writes a bare attribute, `false`/`null` drops it. */
export function tag(name: string, attributes: Record<string, string | boolean | null | undefined>): string {
  const parts = Object.entries(attributes).flatMap(([key, value]) =>
    value === true ? [key] : value === false || value === null || value === undefined ? [] : [`${key}="${escapeHtml(value)}"`],
  );
  return `<${[name, ...parts].join(' ')}>`;
}
