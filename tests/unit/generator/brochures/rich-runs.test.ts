import { describe, expect, it } from 'vitest';
import { bodyUnits } from '../../../../generator/brochures/body-units.ts';
import { linkResolver, runsOf } from '../../../../generator/brochures/rich-runs.ts';

const resolve = linkResolver('https://www.example.com', 'fr-ca');

describe('runsOf', () => {
  it('keeps bold, emphasis and links as runs, collapses spaces and keeps no-break spaces', () => {
    expect(
      runsOf(
        ['  Un ', ['strong', null, 'fort', ['em', null, ' et penché']], '\n texte\u00a0: ', ['a', { href: '/audit/' }, 'l’audit'], ' '],
        resolve,
      ),
    ).toEqual([
      { text: 'Un ', bold: false, italic: false, href: null },
      { text: 'fort', bold: true, italic: false, href: null },
      { text: ' et penché', bold: true, italic: true, href: null },
      { text: ' texte\u00a0: ', bold: false, italic: false, href: null },
      { text: 'l’audit', bold: false, italic: false, href: 'https://www.example.com/fr-ca/audit/' },
    ]);
  });

  it('makes routes absolute in the document’s locale, keeps mail and external links, drops in-page anchors', () => {
    expect(resolve('/contact/business/')).toBe('https://www.example.com/fr-ca/contact/business/');
    expect(resolve('mailto:paris@example.com')).toBe('mailto:paris@example.com');
    expect(resolve('https://segment.com/')).toBe('https://segment.com/');
    expect(resolve('#section')).toBeNull();
  });
});

describe('bodyUnits', () => {
  it('numbers second-level headings, keeps deeper ones as subheadings and numbers ordered lists from their start', () => {
    let count = 0;
    const units = bodyUnits(
      [
        ['h2', { id: 'a' }, 'First'],
        ['h3', null, 'Detail'],
        ['ol', { start: 3 }, ['li', null, ['p', null, 'Loose item']], ['li', null, 'Tight item', ['ul', null, ['li', null, 'Nested']]]],
        ['blockquote', null, ['p', null, 'Quoted words']],
        ['p', null, ['img', { src: 'media/x.png', alt: 'A chart' }]],
      ],
      resolve,
      () => String(++count).padStart(2, '0'),
    );
    expect(units).toEqual([
      { kind: 'heading', number: '01', title: 'First', intro: null, anchor: 'a' },
      { kind: 'subheading', text: 'Detail' },
      { kind: 'list-item', marker: '3.', runs: [{ text: 'Loose item', bold: false, italic: false, href: null }], last: false },
      { kind: 'list-item', marker: '4.', runs: [{ text: 'Tight item', bold: false, italic: false, href: null }], last: false },
      { kind: 'list-item', marker: '–', runs: [{ text: 'Nested', bold: false, italic: false, href: null }], last: true },
      { kind: 'blockquote', runs: [{ text: 'Quoted words', bold: false, italic: false, href: null }] },
    ]);
  });
});
