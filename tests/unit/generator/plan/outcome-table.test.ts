import { describe, expect, it } from 'vitest';
import { ErrorList, SiteError } from '../../../../generator/errors/site-error.ts';
import { parseOutcome } from '../../../../generator/load/parse-outcome.ts';
import { createRouteTable } from '../../../../generator/plan/create-route-table.ts';
import { bilingual, document, schemaKit, smallConfig } from '../../../support/fixtures.ts';

const pages = ['index.md', 'audit.md', 'industries/freight-logistics.md', '404.md'];

function outcome(file: string, fields: Record<string, string> = {}) {
  const values = {
    client: 'A customs broker, 120 staff',
    title: 'Seven invoices in ten without a touch',
    industry: '/industries/freight-logistics/',
    situation: 'Brokers re-keyed every invoice.',
    approach: 'Extraction with a review queue.',
    result: 'After three months, 70 % went straight through.',
    figures: '\n  - value: "70 %"\n    label: of invoices without a touch',
    timeframe: 'Ten weeks',
    ...fields,
  };
  const text = `---\n${Object.entries(values)
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n')}\n---\n`;
  return parseOutcome(file, text, schemaKit);
}

function problems(run: () => unknown): SiteError[] {
  try {
    run();
  } catch (error) {
    if (error instanceof ErrorList) return error.errors;
    if (error instanceof SiteError) return [error];
    throw error;
  }
  throw new Error('no error was thrown');
}

const withOutcomeSection = (id: string) => [
  ...bilingual(pages).filter((page) => page.file !== 'content/en/index.md'),
  document('content/en/index.md', { template: 'home', sections: `\n  - type: outcomes\n    items: [${id}]` }),
];

describe('client outcomes in the route table', () => {
  it('gives each locale its own wording, else its fallbacks', () => {
    const outcomes = [
      outcome('content/en/outcomes/broker.md'),
      outcome('content/fr/outcomes/broker.md', { client: 'Un commissionnaire en douane' }),
    ];
    const table = createRouteTable(smallConfig(), withOutcomeSection('broker'), new Set(), outcomes);
    expect(table.outcomes.get('fr-ca')!.get('broker')!.outcome.client).toBe('Un commissionnaire en douane');
    expect(table.outcomes.get('en')!.get('broker')!.file).toBe('content/en/outcomes/broker.md');
  });

  it('names an outcome id no file has, at its line, with the ids that exist', () => {
    const outcomes = [outcome('content/en/outcomes/broker.md'), outcome('content/fr/outcomes/broker.md')];
    const [error] = problems(() => createRouteTable(smallConfig(), withOutcomeSection('brokr'), new Set(), outcomes));
    expect(error!.code).toBe('UnknownOutcome');
    expect(error!.location).toMatchObject({ file: 'content/en/index.md', field: 'sections.0.items.0', line: 7 });
    expect(error!.message).toContain('Outcomes: broker');
  });

  it('requires every outcome in every base language and an industry page that exists', () => {
    const outcomes = [outcome('content/en/outcomes/broker.md', { industry: '/industries/shipping/' })];
    const codes = problems(() => createRouteTable(smallConfig(), bilingual(pages), new Set(), outcomes)).map(
      (error) => `${error.code} ${error.location.file}`,
    );
    expect(codes).toEqual(['BrokenLink content/en/outcomes/broker.md', 'MissingOutcome content/fr/outcomes/broker.md']);
  });

  it('rejects an outcome with a body, or a figure that is a sentence', () => {
    expect(() => parseOutcome('content/en/outcomes/x.md', '---\nclient: A\n---\nA story.', schemaKit)).toThrow(SiteError);
    const long = problems(() =>
      outcome('content/en/outcomes/x.md', { figures: '\n  - value: "seventy per cent of them"\n    label: x' }),
    )[0]!;
    expect(long.location).toMatchObject({ field: 'figures.0.value', line: 9 });
    expect(long.message).toContain('at most 16 characters');
  });
});
