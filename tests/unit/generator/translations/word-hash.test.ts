import { describe, expect, it } from 'vitest';
import { hashPage, hashString, wordsOfMarkdown } from '../../../../generator/translations/word-hash.ts';

const page = {
  template: 'service',
  title: "Data analytics that's used",
  description: 'Dashboards your team reads every morning, from data it already has.',
  lead: { image: 'media/leads/analytics.svg', cta: { label: 'Talk to us', href: '/contact/business/' } },
  sections: [{ type: 'figures', items: [{ value: '70 %', label: 'of invoices processed untouched' }] }],
};
const body = '## What we do\n\nWe build **dashboards** that people [use](/audit/).\n\n- one\n- two\n';

describe('the hash of a page counts its words only', () => {
  it('is 12 hexadecimal digits, the same for the same words', () => {
    expect(hashPage(page, body)).toMatch(/^[0-9a-f]{12}$/);
    expect(hashPage(structuredClone(page), body)).toBe(hashPage(page, body));
  });

  it('ignores front-matter order, the record itself, templates, images, links and dates', () => {
    const reordered = { sections: page.sections, lead: page.lead, description: page.description, title: page.title, template: 'landing' };
    const moved = {
      ...page,
      translatedFrom: '0123456789ab',
      published: '2026-01-02',
      lead: { image: 'media/leads/other.svg', cta: { label: 'Talk to us', href: '/contact/general/' } },
    };
    expect(hashPage(reordered, body)).toBe(hashPage(page, body));
    expect(hashPage(moved, body)).toBe(hashPage(page, body));
  });

  it('ignores the formatting of the body: emphasis, list marks, line breaks, link targets', () => {
    const reformatted = '## What we do\n\nWe build *dashboards* that\npeople [use](/contact/).\n\n* one\n* two\n';
    expect(hashPage(page, reformatted)).toBe(hashPage(page, body));
  });

  it('ignores typography the build sets anyway: curly quotes, guillemets, French spaces', () => {
    expect(hashString('l’audit « complet » : oui')).toBe(hashString('l\'audit "complet": oui'));
    expect(hashString('Le délai\u202f? 3\u00a0jours')).toBe(hashString('Le délai ? 3 jours'));
  });

  it('changes with a word of the front matter, a figure, or a word of the body', () => {
    const base = hashPage(page, body);
    expect(hashPage({ ...page, title: 'Data analytics that is used' }, body)).not.toBe(base);
    const figure = { ...page, sections: [{ type: 'figures', items: [{ value: '75 %', label: 'of invoices processed untouched' }] }] };
    expect(hashPage(figure, body)).not.toBe(base);
    expect(hashPage(page, body.replace('people', 'teams'))).not.toBe(base);
    expect(hashPage({ ...page, lead: { ...page.lead, cta: { ...page.lead.cta, label: 'Write to us' } } }, body)).not.toBe(base);
  });

  it('keeps the text of links and images and drops their addresses', () => {
    expect(wordsOfMarkdown('See ![a harbour](media/x.jpg) and [our audit](/audit/ "title").')).toBe('See a harbour and our audit.');
  });
});
