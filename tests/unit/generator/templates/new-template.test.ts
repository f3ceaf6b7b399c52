import { describe, expect, it } from 'vitest';
import { contentOf } from '../../../support/page-results.ts';
import type { ImageSource } from '../../../../site/shared/page-data.ts';
import { SiteError } from '../../../../generator/errors/site-error.ts';
import { parseContentPage, type ContentPage } from '../../../../generator/load/parse-content-page.ts';
import { parseMarkdown } from '../../../../generator/load/markdown.ts';
import { checkReferences, referencedImages, type PlannedPage } from '../../../../generator/plan/create-route-table.ts';
import { buildPageResult } from '../../../../generator/render/build-page-result.ts';
import { defineTemplate } from '../../../../generator/templates/define-template.ts';
import { siteTemplates } from '../../../../generator/templates/registry.ts';
import { schemaKit, smallConfig } from '../../../support/fixtures.ts';

// A template the site does not have, declared the way a template file declares one: the shared code (load, plan,
// render) takes it without an edit. This is what adding a template to generator/templates/ amounts to.
const caseStudy = defineTemplate(
  'case-study',
  ({ z, mediaPath, date, route }) => ({ client: z.string().min(1), logo: mediaPath, delivered: date, contact: route }),
  {
    images: (frontMatter) => [['logo', frontMatter.logo]],
    links: (frontMatter) => [['contact', frontMatter.contact]],
    article: (frontMatter) => ({
      published: frontMatter.delivered,
      updated: undefined,
      author: { firstName: frontMatter.client, lastName: 'team' },
    }),
    content: (frontMatter, page) => ({ related: page.card(frontMatter.contact), published: page.date(frontMatter.delivered) }),
  },
);
const templates = { ...siteTemplates, 'case-study': caseStudy };

const caseStudyText = (fields: string) => `---
template: case-study
title: How Acme halved its close
description: A finance team that closes its books in four days instead of nine.
${fields}
---

Acme's finance team closed its books in nine days.
`;
const acmeFields = 'client: Acme\nlogo: media/logos/acme.svg\ndelivered: 2026-03-02\ncontact: /contact/';

function parse(file: string, text: string): ContentPage {
  return parseContentPage(file, text, parseMarkdown, schemaKit, templates);
}

function failure(run: () => unknown): SiteError {
  try {
    run();
  } catch (error) {
    if (error instanceof SiteError) return error;
    throw error;
  }
  throw new Error('no error was thrown');
}

describe('a new template declared in one file', () => {
  it('validates its own fields with the shared ones, and the union narrows on its name', () => {
    const document = parse('content/en/cases/acme.md', caseStudyText(acmeFields));
    expect(document.frontMatter).toMatchObject({
      template: 'case-study',
      client: 'Acme',
      logo: 'media/logos/acme.svg',
      delivered: '2026-03-02',
      sections: [],
    });
    const missing = failure(() =>
      parse('content/en/cases/acme.md', caseStudyText('logo: media/logos/acme.svg\ndelivered: 2026-03-02\ncontact: /contact/')),
    );
    expect(missing.code).toBe('FrontMatterInvalid');
    expect(missing.message).toContain('"client" is missing');
    const unknown = failure(() => parseContentPage('content/en/cases/acme.md', caseStudyText(acmeFields), parseMarkdown, schemaKit));
    expect(unknown.code).toBe('UnknownTemplate');
  });

  it('names the images and routes of its fields, so they are processed and checked with their field names', () => {
    const document = parse('content/en/cases/acme.md', caseStudyText(acmeFields));
    expect(referencedImages(document, templates)).toEqual(['media/logos/acme.svg']);
    expect(checkReferences(document, new Set(['/contact/']), new Set(['media/logos/acme.svg']), undefined, templates)).toEqual([]);
    const errors = checkReferences(document, new Set(), new Set(), undefined, templates);
    expect(errors.map((error) => [error.code, error.location.field, error.location.line])).toEqual([
      ['BrokenLink', 'contact', 8],
      ['MissingImage', 'logo', 6],
    ]);
  });

  it('adds its content to the page result, and its article trait puts it among the article cards', () => {
    const config = smallConfig();
    const locale = config.locales.find((candidate) => candidate.code === 'en')!;
    const planned = (document: ContentPage): PlannedPage => ({
      locale,
      route: document.route,
      path: '',
      htmlFile: '',
      pageDataFile: '',
      content: document,
    });
    const acme = planned(parse('content/en/cases/acme.md', caseStudyText(acmeFields)));
    const contact = planned(
      parse(
        'content/en/contact.md',
        '---\ntemplate: contact-hub\ntitle: Contact\ndescription: Write to us, call us, or come and see us.\n---\n',
      ),
    );
    const list = planned(
      parse(
        'content/en/insights.md',
        '---\ntemplate: insight-list\ntitle: Insights\ndescription: What we learnt, written down for you.\n---\n',
      ),
    );
    const logo: ImageSource = { src: '/logo.webp', srcset: '/logo.webp 64w', width: 64, height: 64, placeholder: '' };
    const context = {
      config,
      pagesByRoute: new Map([acme, contact, list].map((page) => [page.route!, page])),
      sitemap: [],
      images: new Map([['media/logos/acme.svg', logo]]),
      brochurePdfs: new Map(),
      outcomes: new Map(),
      templates,
    };

    const result = buildPageResult(acme, context);
    expect(result.template).toBe('case-study');
    // Its page data is the shared content and what its content hook returns, nothing of other templates.
    const page: Record<string, unknown> = { ...result.page };
    expect(page['published']).toEqual({ iso: '2026-03-02', label: 'March 2, 2026' });
    expect(page['related']).toMatchObject({ href: '/contact/', title: 'Contact', article: null });
    expect(Object.keys(page).sort()).toEqual(['body', 'bodyImages', 'lead', 'published', 'related', 'sections', 'title', 'toc']);

    const cards = contentOf(buildPageResult(list, context), 'insight-list').cards;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      href: '/cases/acme/',
      article: { published: { label: 'March 2, 2026' }, author: { name: 'Acme team' } },
    });
  });
});
