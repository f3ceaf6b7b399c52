import { describe, expect, it } from 'vitest';
import { headingOf } from '../../../../generator/templates/page-tools.ts';
import { document } from '../../../support/fixtures.ts';

const download = (lead: string) =>
  document('content/en/brochures/sample-download.md', { template: 'brochure-download', brochure: '/brochures/sample/', lead });

describe('a brochure download page', () => {
  it('takes a lead with a kicker and a subtitle, and no title: it is headed by its brochure’s title', () => {
    expect(download('\n  kicker: Brochure\n  subtitle: The sample brochure as a PDF.').frontMatter.lead).toEqual({
      kicker: 'Brochure',
      subtitle: 'The sample brochure as a PDF.',
    });
    expect(() => download('\n  kicker: Brochure\n  title: Your copy is ready')).toThrow(
      /"lead\.title" is not taken on a download page: it is headed by its brochure's title, the one its cover and PDF print/,
    );
  });
});

describe('headingOf', () => {
  it('is the lead’s title where there is one, else the page’s title', () => {
    expect(headingOf({ title: 'Sales workbench', lead: { title: 'A sales workbench for metals sales desks' } })).toBe(
      'A sales workbench for metals sales desks',
    );
    expect(headingOf({ title: 'Sales workbench', lead: undefined })).toBe('Sales workbench');
  });
});
