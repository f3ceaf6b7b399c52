import { describe, expect, it } from 'vitest';
import { ErrorList, SiteError } from '../../../../generator/errors/site-error.ts';
import { createRouteTable, outputCollisions, referencedImages } from '../../../../generator/plan/create-route-table.ts';
import { bilingual, document, smallConfig } from '../../../support/fixtures.ts';

const basePages = ['index.md', 'audit.md', 'contact/index.md', '404.md'];

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

describe('createRouteTable', () => {
  it('makes every route in every locale plus a not-found page per locale', () => {
    const table = createRouteTable(smallConfig(), bilingual(basePages), new Set());
    expect(table.routes).toEqual(['/', '/audit/', '/contact/']);
    expect(table.pages).toHaveLength(4 * 4);
    const enGb = table.pages.filter((page) => page.locale.code === 'en-gb');
    expect(enGb.map((page) => page.path)).toEqual(['/en-gb/', '/en-gb/audit/', '/en-gb/contact/', '/en-gb/404/']);
    expect(enGb.map((page) => page.htmlFile)).toEqual([
      'en-gb/index.html',
      'en-gb/audit/index.html',
      'en-gb/contact/index.html',
      'en-gb/404.html',
    ]);
    expect(enGb[1]!.pageDataFile).toBe('page-data/en-gb/audit/page-data.json');
    expect(enGb[0]!.pageDataFile).toBe('page-data/en-gb/page-data.json');
  });

  it('uses a regional override where one exists and the base language elsewhere', () => {
    const documents = [...bilingual(basePages), document('content/fr-ca/contact/index.md')];
    const table = createRouteTable(smallConfig(), documents, new Set());
    const pageFile = (path: string) => table.pages.find((page) => page.path === path)!.content.file;
    expect(pageFile('/fr-ca/contact/')).toBe('content/fr-ca/contact/index.md');
    expect(pageFile('/fr-ca/audit/')).toBe('content/fr/audit.md');
    expect(pageFile('/fr/contact/')).toBe('content/fr/contact/index.md');
  });

  it('follows a configured fallback chain (en-au reads en-gb before en)', () => {
    const config = smallConfig();
    const real = (code: string) => ({ ...config.locales.find((locale) => locale.code === 'en-gb')!, code, fallbacks: ['en-gb'] });
    const withAu = { ...config, locales: [...config.locales, real('en-au')] };
    const documents = [...bilingual(basePages), document('content/en-gb/audit.md')];
    const table = createRouteTable(withAu, documents, new Set());
    expect(table.pages.find((page) => page.path === '/en-au/audit/')!.content.file).toBe('content/en-gb/audit.md');
    expect(table.pages.find((page) => page.path === '/en-au/contact/')!.content.file).toBe('content/en/contact/index.md');
  });

  it('names the file a base language is missing', () => {
    const documents = bilingual(basePages).filter((page) => page.file !== 'content/fr/audit.md');
    const [error] = problems(() => createRouteTable(smallConfig(), documents, new Set()));
    expect(error!.code).toBe('MissingPage');
    expect(error!.location.file).toBe('content/fr/audit.md');
  });

  it('rejects two files that make the same route', () => {
    const documents = [...bilingual(basePages), document('content/en/audit/index.md')];
    const [error] = problems(() => createRouteTable(smallConfig(), documents, new Set()));
    expect(error!.code).toBe('DuplicateRoute');
    expect(error!.message).toContain('/audit/');
  });

  it("rejects a page at /404/, whose page data would overwrite the not-found page's, naming both files", () => {
    const documents = [...bilingual(basePages), document('content/en/404/index.md')];
    const [error] = problems(() => createRouteTable(smallConfig(), documents, new Set()));
    expect(error!.code).toBe('ReservedRoute');
    expect(error!.location.file).toBe('content/en/404/index.md');
    expect(error!.message).toContain('content/en/404.md');
  });

  it('finds two pages that would write one file before anything renders, naming both sources', () => {
    const table = createRouteTable(smallConfig(), bilingual(basePages), new Set());
    const [audit, contact] = [table.pages[1]!, table.pages[2]!];
    const errors = outputCollisions([audit, { ...contact, htmlFile: audit.htmlFile }]);
    expect(errors.map((error) => error.code)).toEqual(['OutputCollision']);
    expect(errors[0]!.message).toContain(
      `${audit.htmlFile}: content/en/audit.md (/en/audit/) and content/en/contact/index.md (/en/contact/)`,
    );
    expect(outputCollisions(table.pages)).toEqual([]);
  });

  it('rejects an override of a page that does not exist, and an unknown locale folder', () => {
    const documents = [...bilingual(basePages), document('content/en-gb/careers.md'), document('content/de/index.md')];
    const codes = problems(() => createRouteTable(smallConfig(), documents, new Set())).map((error) => error.code);
    expect(codes.sort()).toEqual(['OrphanOverride', 'UnknownContentFolder']);
  });

  it('reports a broken internal link in markdown with its file and line', () => {
    const documents = [
      ...bilingual(basePages).filter((page) => page.file !== 'content/en/audit.md'),
      document(
        'content/en/audit.md',
        {},
        'See [our work](/contact/) and\n[the team](/team/) or [mail](mailto:a@b.c) or [x](https://x.org/nope/).',
      ),
    ];
    const [error, ...rest] = problems(() => createRouteTable(smallConfig(), documents, new Set()));
    expect(rest).toEqual([]);
    expect(error!.code).toBe('BrokenLink');
    expect(error!.message).toContain('/team/');
    expect(error!.location).toMatchObject({ file: 'content/en/audit.md', line: 8 });
  });

  it('reports a broken link in a rich text field of the front matter at its line, and a later line of a long one', () => {
    const withText = (text: string) => [
      ...bilingual(basePages).filter((page) => page.file !== 'content/en/audit.md'),
      document('content/en/audit.md', {
        sections: `\n  - type: cta\n    title: "Talk to us"\n    text: ${text}\n    action:\n      label: "Write to us"\n      href: /contact/`,
      }),
    ];
    const [inline] = problems(() => createRouteTable(smallConfig(), withText('"See [the team](/team/)."'), new Set()));
    expect(inline!.code).toBe('BrokenLink');
    expect(inline!.location).toMatchObject({ file: 'content/en/audit.md', line: 8 });
    // A block scalar: the field's line is its key's, and the link is on the text's second line.
    const [block] = problems(() =>
      createRouteTable(smallConfig(), withText('|\n      See our work,\n      and [the team](/team/).'), new Set()),
    );
    expect(block!.code).toBe('BrokenLink');
    expect(block!.location.line).toBe(9);
  });

  it('reports a broken route in a front-matter field', () => {
    const documents = [
      ...bilingual(basePages).filter((page) => page.file !== 'content/fr/index.md'),
      document('content/fr/index.md', { template: 'home', sections: '\n  - type: cards\n    items:\n      - /audit/\n      - /nowhere/' }),
    ];
    const [error] = problems(() => createRouteTable(smallConfig(), documents, new Set()));
    expect(error!.code).toBe('BrokenLink');
    expect(error!.location.field).toBe('sections.0.items.1');
    expect(error!.location.line).toBe(9);
  });

  it('reports a missing image and accepts one that exists', () => {
    const withImage = (src: string) => [
      ...bilingual(basePages).filter((page) => page.file !== 'content/en/audit.md'),
      document('content/en/audit.md', {}, `![Harbour](${src})`),
    ];
    const [error] = problems(() => createRouteTable(smallConfig(), withImage('media/missing.jpg'), new Set(['media/harbour.jpg'])));
    expect(error!.code).toBe('MissingImage');
    expect(error!.location.line).toBe(7);
    expect(() => createRouteTable(smallConfig(), withImage('media/harbour.jpg'), new Set(['media/harbour.jpg']))).not.toThrow();
  });

  it('reports a missing video, in a body or as a lead’s background, with its line and field', () => {
    const withVideo = (body: string, fields: Record<string, string> = {}) => [
      ...bilingual(basePages).filter((page) => page.file !== 'content/en/audit.md'),
      document('content/en/audit.md', fields, body),
    ];
    const [inBody] = problems(() => createRouteTable(smallConfig(), withVideo('![A tour of the audit](media/tour.mp4)'), new Set()));
    expect(inBody!.code).toBe('MissingMedia');
    expect(inBody!.message).toContain('media/tour.mp4');
    expect(inBody!.location.line).toBe(7);
    const [inLead] = problems(() => createRouteTable(smallConfig(), withVideo('Text.', { lead: '\n  video: media/tour.webm' }), new Set()));
    expect(inLead!.code).toBe('MissingMedia');
    expect(inLead!.location.field).toBe('lead.video');
    expect(inLead!.location.line).toBe(6);
    expect(() =>
      createRouteTable(smallConfig(), withVideo('Text.', { lead: '\n  video: media/tour.webm' }), new Set(['media/tour.webm'])),
    ).not.toThrow();
  });

  it('lists the images a page shows: its front matter’s and its body’s, not videos or other sites’ images', () => {
    const page = document(
      'content/en/audit.md',
      { lead: '\n  image: media/leads/audit.svg' },
      '![Diagram](media/diagrams/flow.svg)\n\n![Tour](media/tour.mp4)\n\n![Chart](https://example.org/chart.png)',
    );
    expect(referencedImages(page)).toEqual(['media/leads/audit.svg', 'media/diagrams/flow.svg']);
  });
});
