import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../../site/app.tsx';
import { createLocaleRenderer } from '../../site/server.tsx';
import { CHROME_STAND_INS, chromeBetween, createChromeFiller, cutAtStandIns, ROUTE_STAND_IN } from '../../site/server-chrome.tsx';
import { bodyHtml, placePart } from '../../site/shared/page-body.ts';
import type { PageResult, TemplateName } from '../../site/shared/page-data.ts';
import { createTranslator } from '../../site/shared/translator.ts';
import { componentOf } from '../../site/templates/registry.gen.ts';
import { testPage, testSite } from '../support/render-site.tsx';
import { projectRoot } from '../support/temp-project.ts';

const catalogue = (code: string) => JSON.parse(readFileSync(join(projectRoot, 'locales', code, 'translation.json'), 'utf8'));

/** Pages placed differently against the test site's navigation, one after another as a build renders a locale. */
const pages = (locale: string): PageResult[] =>
  (
    [
      ['/', 'home'],
      ['/services/business/', 'service-hub'],
      ['/services/business/data-analytics/', 'service'],
      ['/industries/freight-logistics/', 'industry'],
      ['/insights/', 'insight-list'],
      ['/insights/some-article/', 'landing'],
      ['/audit/', 'landing'],
      ['/404/', 'not-found'],
      // What React escapes in an attribute, in a route as a build would never make it.
      ["/a&b/it's/", 'landing'],
    ] as [string, TemplateName][]
  ).map(([route, template]) => {
    // A template with page data of its own gets it: the list of articles is empty here.
    const own = template === 'insight-list' ? { cards: [] } : {};
    return testPage(locale, { route, template, page: { ...testPage(locale).page, ...own } });
  });

/** The page's body as React renders it whole, header and footer in place. */
function renderedWhole(page: PageResult, locale: string): string {
  const t = createTranslator([catalogue(locale)]);
  return renderToString(<App site={testSite(locale)} page={page} t={t} Template={componentOf(page.template)} />);
}

describe('the header and footer rendered once per locale', () => {
  for (const locale of ['en', 'fr']) {
    it(`put into each page (${locale}) make the page React renders whole, byte for byte`, () => {
      const t = createTranslator([catalogue(locale)]);
      const site = testSite(locale);
      const fill = createChromeFiller(site, t);
      const render = createLocaleRenderer({ site, catalogues: [catalogue(locale)] });
      for (const page of pages(locale)) {
        const whole = renderedWhole(page, locale);
        const withStandIns = renderToString(
          <App site={site} page={page} t={t} Template={componentOf(page.template)} chrome={CHROME_STAND_INS} />,
        );
        expect(withStandIns.length).toBeLessThan(whole.length / 2);
        expect(bodyHtml(fill(withStandIns, page), page), page.route).toBe(whole);
        expect(bodyHtml(render(page), page), page.route).toBe(whole);
      }
    });
  }

  it('mark the page in the navigation and lead its language links to it', () => {
    const render = createLocaleRenderer({ site: testSite('en'), catalogues: [catalogue('en')] });
    render(testPage('en', { route: '/insights/' }));
    const page = testPage('en', { route: '/services/business/data-analytics/', template: 'service' });
    const body = bodyHtml(render(page), page);
    expect(body).toContain('href="/fr-ca/services/business/data-analytics/"');
    expect(body).toMatch(/<summary[^>]* aria-current="true">Services/);
    expect(body).toMatch(/href="\/en\/services\/business\/data-analytics\/"[^>]* aria-current="page"/);
    expect(body).not.toMatch(/href="\/en\/insights\/"[^>]* aria-current/);
    expect(body).not.toContain(ROUTE_STAND_IN);
    expect(body).not.toMatch(/[\uE000\uE001]/);
  });

  it('fail a page with the reason when its footer throws, as the page rendered whole does', () => {
    const site = { ...testSite('en'), footer: null as never };
    const render = createLocaleRenderer({ site, catalogues: [catalogue('en')] });
    expect(() => render(testPage('en'))).toThrow(/null/);
  });
});

describe('chromeBetween', () => {
  const header = renderToString(<CHROME_STAND_INS.Header />);
  const footer = renderToString(<CHROME_STAND_INS.Footer />);
  const main = '<main><template data-chrome-stand-in="template"></template></main>';

  it('takes what a render has where the frame has the stand-ins, the main area between them', () => {
    const frame = `<a></a>${header}${main}${footer}<b></b>`;
    expect(chromeBetween(`<a></a><header>x</header>${main}<footer>y</footer><b></b>`, frame)).toEqual({
      header: '<header>x</header>',
      footer: '<footer>y</footer>',
    });
    // Parts that are empty, or hold what the frame has around them.
    expect(chromeBetween(`<a></a>${main}<b></b><b></b>`, frame)).toEqual({ header: '', footer: '<b></b>' });
  });

  it('refuses a frame that is not the same around and between the stand-ins', () => {
    const frame = `<a></a>${header}${main}${footer}<b></b>`;
    expect(() => chromeBetween(`<i></i><header>x</header>${main}<footer>y</footer><b></b>`, frame)).toThrow(/not the same/);
    expect(() => chromeBetween(`<a></a><header>x</header><main></main><footer>y</footer><b></b>`, frame)).toThrow(/not the same/);
    expect(() => chromeBetween(`<a></a><header>x</header>${main}<footer>y</footer>`, frame)).toThrow(/not the same/);
    // The main area twice, or the stand-ins missing, twice or in the other order: no telling where a part ends.
    expect(() => chromeBetween(`<a></a><header>${main}</header>${main}<footer>y</footer><b></b>`, frame)).toThrow(/not the same/);
    expect(() => chromeBetween(`<a></a>${main}<b></b>`, `<a></a>${main}<b></b>`)).toThrow(/not the same/);
    expect(() => chromeBetween('<a></a><b></b>', `<a></a>${header}${header}${footer}<b></b>`)).toThrow(/not the same/);
    expect(() => chromeBetween('<a></a><b></b>', `<a></a>${footer}${main}${header}<b></b>`)).toThrow(/not the same/);
    expect(() => chromeBetween('<a></a><b></b>', `<a></a>${header}${footer}<b></b>`)).toThrow(/not the same/);
  });
});

describe('placePart', () => {
  it('writes the page’s route, escaped as React does, and leaves out the marks the page does not have', () => {
    const markup = `<a href="/fr${ROUTE_STAND_IN}"></a><a href="/en/x/" aria-current="\uE0010\uE001"></a><a aria-current="\uE0011\uE001"></a>`;
    const marks = [{ link: '/x/' }, { dropdownLink: '/y/' }];
    expect(placePart(cutAtStandIns(markup, marks), { route: '/x/&/', template: 'landing' })).toBe(
      '<a href="/fr/x/&amp;/"></a><a href="/en/x/" aria-current="true"></a><a></a>',
    );
    expect(placePart(cutAtStandIns(markup, marks), { route: '/x/', template: 'not-found' })).toBe(
      '<a href="/fr/"></a><a href="/en/x/" aria-current="page"></a><a></a>',
    );
  });
});
