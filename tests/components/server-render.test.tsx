import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLocaleRenderer } from '../../site/server.tsx';
import { bodyHtml } from '../../site/shared/page-body.ts';
import type { TemplateName } from '../../site/shared/page-data.ts';
import { testPage, testSite } from '../support/render-site.tsx';
import { projectRoot } from '../support/temp-project.ts';

const catalogues = [JSON.parse(readFileSync(join(projectRoot, 'locales', 'en', 'translation.json'), 'utf8'))];
const render = createLocaleRenderer({ site: testSite('en'), catalogues });

describe('the server render of a page', () => {
  it('returns the page’s body with stand-ins, and the header and footer that go in their place', () => {
    const page = testPage('en');
    const body = render(page);
    expect(body.chrome).not.toBeNull();
    expect(body.html).toContain('<h1');
    expect(body.html).toContain('<template data-chrome-stand-in="header"></template>');
    expect(body.html).toContain('<template data-chrome-stand-in="footer"></template>');
    expect(body.html).not.toContain('<footer');
    const html = bodyHtml(body, page);
    expect(html).toContain('Audit');
    expect(html).toMatch(/Skip to content[\s\S]*<nav[\s\S]*<h1[\s\S]*<footer/);
    expect(html).not.toContain('data-chrome-stand-in');
  });

  it('fails with the reason when the template throws inside its Suspense boundary, instead of leaving it empty', () => {
    // React's server render would write an empty boundary for the browser to fill, and keep the error to itself.
    const broken = testPage('en', { page: { ...testPage('en').page, sections: null as never } });
    expect(() => render(broken)).toThrow(/null/);
  });

  it('fails on a template that is not one of the site’s', () => {
    expect(() => render(testPage('en', { template: 'no-such-template' as TemplateName }))).toThrow("its template is not one of the site's");
  });
});
