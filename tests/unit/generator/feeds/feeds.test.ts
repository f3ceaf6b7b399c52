import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { createAtomFeed, type FeedEntry } from '../../../../generator/feeds/atom-feed.ts';
import { planFeeds } from '../../../../generator/feeds/feeds.ts';
import type { LocaleInfo } from '../../../../site/shared/locales.ts';
import { realConfig } from '../../../support/fixtures.ts';
import { plannedPage as planned } from '../../../support/planned-page.ts';

const locales = realConfig().locales as LocaleInfo[];

describe('Atom feed', () => {
  const entry = (url: string, published: string, title = 'Title'): FeedEntry => ({
    url,
    title,
    summary: 'A summary.',
    published,
    updated: published,
    author: { name: 'Ada Lovelace', uri: null },
    category: 'Data',
  });
  const feed = {
    url: 'https://example.org/en/feed.xml',
    pageUrl: 'https://example.org/en/insights/',
    language: 'en',
    title: 'Insights',
    subtitle: 'Notes',
    rights: '© 2026 Example',
    icon: 'https://example.org/favicon.ico',
    logo: 'https://example.org/icon-512.png',
  };

  it('lists entries newest first, escapes text, and is well-formed', () => {
    const xml = createAtomFeed({
      ...feed,
      entries: [
        entry('https://example.org/en/a/', '2026-01-02', 'Costs & "benefits" <today>'),
        entry('https://example.org/en/b/', '2026-03-04', "Data's shape"),
      ],
    });
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'entry' }).parse(xml).feed;
    expect(parsed.entry.map((item: { title: string }) => item.title)).toEqual(["Data's shape", 'Costs & "benefits" <today>']);
    expect(parsed.updated).toBe('2026-03-04T00:00:00Z');
  });

  it('stays valid and reproducible with no entries', () => {
    const xml = createAtomFeed({ ...feed, entries: [] });
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(xml).toContain('<updated>1970-01-01T00:00:00Z</updated>');
    expect(createAtomFeed({ ...feed, entries: [] })).toBe(xml);
  });
});

describe('planFeeds', () => {
  it('gives locales that read the same articles one feed, owned by the base language or the locale holding the files', () => {
    const pages = [
      planned('en', '/insights/a/', 'content/en/insights/a.md', 'insight'),
      planned('en-us', '/insights/a/', 'content/en/insights/a.md', 'insight'),
      planned('en-gb', '/insights/a/', 'content/en-gb/insights/a.md', 'insight'),
      planned('en-au', '/insights/a/', 'content/en-gb/insights/a.md', 'insight'),
      planned('fr', '/', 'content/fr/index.md'),
    ];
    const plan = planFeeds(locales, pages);
    expect(plan.publishers.map((locale) => locale.code)).toEqual(['en', 'en-gb']);
    expect(Object.fromEntries(plan.feedOf)).toEqual({ en: 'en', 'en-us': 'en', 'en-gb': 'en-gb', 'en-au': 'en-gb' });
  });
});
