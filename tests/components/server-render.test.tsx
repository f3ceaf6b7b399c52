import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocaleRenderer } from '../../site/server.tsx';
import type { TemplateName } from '../../site/shared/page-data.ts';
import { testPage, testSite } from '../support/render-site.tsx';
import { projectRoot } from '../support/temp-project.ts';

const catalogues = [JSON.parse(readFileSync(join(projectRoot, 'locales', 'en', 'translation.json'), 'utf8'))];
const render = createLocaleRenderer({ site: testSite('en'), catalogues });
const document = (body: string) => `<html><body><div id="___site">${body}</div></body></html>`;

describe('the server render of a page', () => {
  it('returns the document made around the body, with the page in it', () => {
    const html = render(testPage('en'), document);
    expect(html.startsWith('<html><body><div id="___site">')).toBe(true);
    expect(html).toContain('<h1');
    expect(html).toContain('Audit');
    expect(render(testPage('en'))).toBe(html.slice('<html><body><div id="___site">'.length, -'</div></body></html>'.length));
  });

  it('fails with the reason when the template throws inside its Suspense boundary, instead of leaving it empty', () => {
    // React's server render would write an empty boundary for the browser to fill, and keep the error to itself.
    const broken = testPage('en', { page: { ...testPage('en').page, sections: null as never } });
    expect(() => render(broken, document)).toThrow(/null/);
  });

  it('fails on a template that is not one of the site’s', () => {
    expect(() => render(testPage('en', { template: 'no-such-template' as TemplateName }), document)).toThrow(
      "its template is not one of the site's",
    );
  });
});
