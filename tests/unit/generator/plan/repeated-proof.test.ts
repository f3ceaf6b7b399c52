import { describe, expect, it } from 'vitest';
import { ErrorList, SiteError } from '../../../../generator/errors/site-error.ts';
import { parseOutcome } from '../../../../generator/load/parse-outcome.ts';
import type { ContentPage } from '../../../../generator/load/parse-content-page.ts';
import { createRouteTable } from '../../../../generator/plan/create-route-table.ts';
import { labelStart, repeatedProof } from '../../../../generator/plan/repeated-proof.ts';
import { bilingual, document, schemaKit, smallConfig } from '../../../support/fixtures.ts';

// A home page, three service pages and an industry page, in English and French; the English ones get sections.
const paths = ['index.md', 'services/a.md', 'services/b.md', 'services/c.md', 'industries/freight-logistics.md', '404.md'];

/** An outcome in one base language: `broker` has a quote, `rates` none. */
function outcome(folder: string, id: 'broker' | 'rates') {
  const [figure, quote] =
    id === 'broker'
      ? ['  - value: "70 %"\n    label: of commercial invoices processed without a touch', 'quote:\n  text: We check now, we do not type.']
      : ['  - value: "45 → 5 min"\n    label: to quote a standard ocean shipment', ''];
  const text = [
    '---',
    'client: A customs broker, 120 staff',
    'title: Seven invoices in ten without a touch',
    'industry: /industries/freight-logistics/',
    'situation: Brokers re-keyed every invoice.',
    'approach: Extraction with a review queue.',
    'result: After three months, 70 % went straight through.',
    `figures:\n${figure}`,
    'timeframe: Ten weeks',
    quote ? `${quote}\n  role: Head of customs\n  sector: customs brokerage` : '',
    '---',
    '',
  ];
  return parseOutcome(`content/${folder}/outcomes/${id}.md`, text.filter((line, index) => line || index === 11).join('\n'), schemaKit);
}
const outcomes = ['en', 'fr'].flatMap((folder) => [outcome(folder, 'broker'), outcome(folder, 'rates')]);

let otherFigures = 0;
const section = {
  outcomes: (...ids: string[]) => `\n  - type: outcomes\n    items: [${ids.join(', ')}]`,
  card: (id: string) => `\n  - type: cards\n    items:\n      - page: /services/a/\n        outcome: ${id}`,
  figures: (value: string, label: string) =>
    `\n  - type: figures\n    items:\n      - value: "${value}"\n        label: "${label}"\n      - value: "${value}"\n        label: "filler ${++otherFigures} of the band"`,
  quote: (text: string) => `\n  - type: quote\n    text: "${text}"\n    role: Sales director\n    sector: freight forwarding`,
};

/** The site with these sections on the English pages (by path) and none elsewhere. */
function site(sections: Record<string, string>): ContentPage[] {
  const plain = bilingual(paths).filter((page) => !Object.keys(sections).some((path) => page.file === `content/en/${path}`));
  const shown = Object.entries(sections).map(([path, yaml]) =>
    document(`content/en/${path}`, { ...(path === 'index.md' ? { template: 'home' } : {}), sections: yaml }),
  );
  return [...plain, ...shown];
}

/** The errors the route table stops with (it checks the proof last, once everything else is right). */
function problems(documents: ContentPage[]): SiteError[] {
  try {
    createRouteTable(smallConfig(), documents, new Set(), outcomes);
  } catch (error) {
    if (error instanceof ErrorList) return error.errors;
    if (error instanceof SiteError) return [error];
    throw error;
  }
  return [];
}

describe('proof shown on more than two pages', () => {
  it('passes an outcome, a figure and a quote each shown on two pages', () => {
    const documents = site({
      'services/a.md': section.outcomes('broker') + section.figures('45 → 5 min', 'to quote an ocean shipment') + section.quote('Quoted.'),
      'industries/freight-logistics.md': section.outcomes('broker') + section.figures('45 → 5 min', 'to quote an ocean shipment'),
      'services/b.md': section.quote('Quoted.'),
    });
    expect(problems(documents)).toEqual([]);
  });

  it('fails an outcome on a third page, naming every page with its line and the locales that show them', () => {
    const documents = site({
      'services/a.md': section.outcomes('rates'),
      'services/b.md': section.outcomes('rates'),
      'industries/freight-logistics.md': section.card('rates'),
    });
    const [error, ...others] = problems(documents);
    expect(others).toEqual([]);
    expect(error!.code).toBe('RepeatedProof');
    expect(error!.location).toMatchObject({ file: 'content/en/services/b.md', field: 'sections.0.items.0', line: 7 });
    expect(error!.message).toBe(
      'The client outcome "rates" is shown on 3 pages of en, en-gb (two at most): content/en/industries/freight-logistics.md:9, ' +
        'content/en/services/a.md:7, content/en/services/b.md:7.',
    );
  });

  it('lets the home page feature one outcome as a third place, and counts the others it shows', () => {
    const documents = site({
      'index.md': section.outcomes('broker', 'rates'),
      'services/a.md': section.outcomes('broker', 'rates'),
      'industries/freight-logistics.md': section.outcomes('broker', 'rates'),
    });
    // The featured outcome's figure and quote come with it: the home page is no third place for them either.
    expect(problems(documents).map((error) => error.message.split(' is shown')[0])).toEqual(['The client outcome "rates"']);
  });

  it('counts a figure by its value and its label’s first words, in figure bands and in the outcomes a page shows', () => {
    const documents = site({
      'services/a.md': section.figures('70 %', 'of commercial invoices go straight through'),
      'services/b.md': section.figures('70 %', 'of Commercial  invoices, with no re-keying'),
      'industries/freight-logistics.md': section.card('broker'),
      'services/c.md': section.figures('70 %', 'of the declarations filed on the first day'),
    });
    const [error, ...others] = problems(documents);
    expect(others).toEqual([]);
    // The load stage may set no-break spaces inside values ("70 %"): compared as ordinary spaces here.
    const message = error!.message.replace(/\s/g, ' ');
    expect(message).toContain('The figure "70 %" (of commercial invoices processed without a touch) is shown on 3 pages');
    expect(message).toContain('content/en/industries/freight-logistics.md:9 (outcome broker)');
    expect(message).not.toContain('services/c.md');
  });

  it('counts a quote in quote sections and in the outcomes a page shows', () => {
    const documents = site({
      'services/a.md': section.quote('We check now, we do not type.'),
      'services/b.md': section.quote('We check now, we do not type.'),
      'services/c.md': section.outcomes('broker'),
    });
    const messages = problems(documents).map((error) => error.message);
    expect(messages).toEqual([expect.stringMatching(/^The quote "We check now, we do not type\." is shown on 3 pages of en, en-gb/)]);
  });

  it('finds nothing in a site whose pages each show their own proof', () => {
    const documents = site({ 'services/a.md': section.outcomes('rates'), 'services/b.md': section.outcomes('broker') });
    const table = createRouteTable(smallConfig(), documents, new Set(), outcomes);
    expect(repeatedProof(table.pages, table.outcomes)).toEqual([]);
  });

  it('reads a figure’s label the same whatever its case, spaces and punctuation', () => {
    expect(labelStart('Of  commercial\u00a0invoices, processed')).toBe('of commercial invoices');
    expect(labelStart('d’atelier pour arrêter')).toBe('d atelier pour');
  });
});
