import { describe, expect, it } from 'vitest';
import { SiteError } from '../../../../generator/errors/site-error.ts';
import { parseContentPage, routeOfFile } from '../../../../generator/load/parse-content-page.ts';
import { parseMarkdown } from '../../../../generator/load/markdown.ts';
import { schemaKit } from '../../../support/fixtures.ts';

const valid = `---
template: service
title: Data analytics
description: Reliable pipelines, tested models and dashboards your managers trust.
lead:
  kicker: Business services
  cta:
    label: Book an audit
    href: /audit/
sections:
  - type: cards
    items:
      - /services/business/
---

## What we do

We build [data platforms](/services/business/data-analytics/) and read [Segment](https://segment.com/).

![A chart](media/charts/flow.png)
`;

function errorOf(file: string, text: string): SiteError {
  try {
    parseContentPage(file, text, parseMarkdown, schemaKit);
  } catch (error) {
    return error as SiteError;
  }
  throw new Error('the document was accepted');
}

describe('parseContentPage', () => {
  it('parses front matter, body and the line of every link and image', () => {
    const document = parseContentPage('content/en/services/business/data-analytics.md', valid, parseMarkdown, schemaKit);
    expect(document.folder).toBe('en');
    expect(document.route).toBe('/services/business/data-analytics/');
    expect(document.frontMatter.template).toBe('service');
    expect(document.body[0]).toEqual(['h2', { id: 'what-we-do' }, 'What we do']);
    expect(document.references).toEqual([
      { kind: 'link', target: '/services/business/data-analytics/', line: 18 },
      { kind: 'link', target: 'https://segment.com/', line: 18 },
      { kind: 'image', target: 'media/charts/flow.png', line: 20 },
    ]);
    expect(document.lineOf('lead.cta.href')).toBe(9);
    expect(document.lineOf('sections.0.items.0')).toBe(13);
  });

  it('reports malformed YAML with the file and line', () => {
    const error = errorOf('content/en/audit.md', '---\ntemplate: landing\ntitle: [unclosed\ndescription: x\n---\nBody');
    expect(error.code).toBe('FrontMatterSyntax');
    expect(error.location.file).toBe('content/en/audit.md');
    expect(error.location.line).toBeGreaterThanOrEqual(3);
  });

  it('reports a missing required field by name and line', () => {
    const error = errorOf('content/en/audit.md', '---\ntemplate: landing\ntitle: Audit\n---\nBody');
    expect(error.code).toBe('FrontMatterInvalid');
    expect(error.location.field).toBe('description');
    expect(error.message).toContain('"description" is missing');
  });

  it('reports a wrongly typed nested field at its line', () => {
    const text = valid.replace('    href: /audit/', '    href: 42');
    const error = errorOf('content/en/x.md', text);
    expect(error.location.field).toBe('lead.cta.href');
    expect(error.location.line).toBe(9);
  });

  it('reports an unknown template and lists the known ones', () => {
    const error = errorOf('content/en/x.md', valid.replace('template: service', 'template: servise'));
    expect(error.code).toBe('UnknownTemplate');
    expect(error.location.line).toBe(2);
    expect(error.message).toContain('"servise" is not a template');
    expect(error.message).toContain('service');
  });

  it('rejects unknown fields so typos do not pass silently', () => {
    const error = errorOf('content/en/x.md', valid.replace('title: Data analytics', 'title: Data analytics\ntitel: typo'));
    expect(error.message).toContain('"titel"');
    expect(error.location.line).toBe(4);
  });

  it('requires insight dates and authors', () => {
    const insight = `---\ntemplate: insight\ntitle: T\ndescription: A description that is long enough to pass.\nauthor:\n  firstName: A\n  lastName: B\n  isMember: true\npublished: 2026-13-45x\n---\n`;
    expect(errorOf('content/en/insights/x.md', insight).location.field).toBe('published');
  });

  it('reserves the not-found template for 404.md', () => {
    expect(errorOf('content/en/x.md', valid.replace('template: service', 'template: not-found')).code).toBe('FrontMatterInvalid');
  });
});

describe('routeOfFile', () => {
  it('maps files to routes', () => {
    expect(routeOfFile('content/en/index.md')).toEqual({ folder: 'en', route: '/' });
    expect(routeOfFile('content/fr-ca/contact/index.md')).toEqual({ folder: 'fr-ca', route: '/contact/' });
    expect(routeOfFile('content/en/contact/business.md')).toEqual({ folder: 'en', route: '/contact/business/' });
    expect(routeOfFile('content/fr/404.md')).toEqual({ folder: 'fr', route: null });
  });
});
