import type { TreeNode } from '../../site/shared/page-data.ts';

/**
 * French typography: the space an author types before a colon, semicolon, question or exclamation mark, a
 * closing guillemet or a percent sign, and after an opening guillemet, must never start a new line. It
 * becomes a no-break space (a narrow one before ; ! ? %, as French typesetting has it). Spacing the author
 * chose stays as it is: Québec style, with no space before ? or !, is left alone. A straight apostrophe
 * after a letter becomes the typographic one (l’audit), also where a link starts right after it (pure).
 */
export function frenchTypography(text: string): string {
  return text
    .replace(/ ([:»])/g, '\u00A0$1')
    .replace(/« /g, '«\u00A0')
    .replace(/ ([;!?%])/g, '\u202F$1')
    .replace(/(\p{L})'(?=\p{L}|$)/gu, '$1’');
}

/** Whether a content or translation folder (`fr`, `fr-ca`, `en-gb`…) holds French. */
export function isFrenchFolder(folder: string): boolean {
  return folder === 'fr' || folder.startsWith('fr-');
}

/** Every string of a JSON-like value, transformed (front matter, translation catalogues). */
export function mapStrings<T>(value: T, transform: (text: string) => string): T {
  if (typeof value === 'string') return transform(value) as T;
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, transform)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, transform)])) as T;
  }
  return value;
}

/** The text of a markdown tree, transformed; code is left exactly as written. */
export function mapTreeText(nodes: TreeNode[], transform: (text: string) => string): TreeNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return transform(node);
    const [tag, attributes, ...children] = node;
    if (tag === 'code' || tag === 'pre') return node;
    const text = attributes && typeof attributes.alt === 'string' ? { ...attributes, alt: transform(attributes.alt) } : attributes;
    return [tag, text, ...mapTreeText(children, transform)];
  });
}
