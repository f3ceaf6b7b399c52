const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text and attribute values with XML's five predefined entities. */
export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => XML_ENTITIES[character]!);
}

export interface FeedEntry {
  /** Absolute URL of the article; also its permanent id. */
  url: string;
  title: string;
  summary: string;
  /** ISO dates (`2026-03-14`). */
  published: string;
  updated: string;
  author: { name: string; uri: string | null };
  category: string | null;
}

export interface Feed {
  /** Absolute URL of the feed itself (its id and `rel="self"`). */
  url: string;
  /** Absolute URL of the page that lists the same articles. */
  pageUrl: string;
  /** BCP 47 tag of the feed's language (`en-GB`). */
  language: string;
  title: string;
  subtitle: string;
  rights: string;
  icon: string;
  logo: string;
  entries: FeedEntry[];
}

/** RFC 3339 at midnight UTC, as Atom requires a full date-time. */
function dateTime(isoDate: string): string {
  return `${isoDate}T00:00:00Z`;
}

/** An Atom 1.0 document (RFC 4287) listing the entries newest first (pure). */
export function createAtomFeed(feed: Feed): string {
  const entries = [...feed.entries].sort((a, b) => b.published.localeCompare(a.published) || a.url.localeCompare(b.url));
  // With no entries the feed is as new as nothing in it: the Unix epoch keeps the output reproducible.
  const updated = entries.length
    ? entries
        .map((entry) => entry.updated)
        .sort()
        .at(-1)!
    : '1970-01-01';
  const text = (name: string, value: string, attributes = '') => `<${name}${attributes}>${escapeXml(value)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${escapeXml(feed.language)}">`,
    `  ${text('id', feed.url)}`,
    `  ${text('title', feed.title)}`,
    `  ${text('subtitle', feed.subtitle)}`,
    `  ${text('updated', dateTime(updated))}`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feed.url)}"/>`,
    `  <link rel="alternate" type="text/html" hreflang="${escapeXml(feed.language)}" href="${escapeXml(feed.pageUrl)}"/>`,
    `  ${text('rights', feed.rights)}`,
    `  ${text('icon', feed.icon)}`,
    `  ${text('logo', feed.logo)}`,
    ...entries.flatMap((entry) => [
      '  <entry>',
      `    ${text('id', entry.url)}`,
      `    ${text('title', entry.title)}`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(entry.url)}"/>`,
      `    ${text('published', dateTime(entry.published))}`,
      `    ${text('updated', dateTime(entry.updated))}`,
      `    <author>${text('name', entry.author.name)}${entry.author.uri ? text('uri', entry.author.uri) : ''}</author>`,
      entry.category ? `    <category term="${escapeXml(entry.category)}"/>` : '',
      `    ${text('summary', entry.summary, ' type="text"')}`,
      '  </entry>',
    ]),
    '</feed>',
    '',
  ];
  return lines.filter((line) => line !== '').join('\n') + '\n';
}
