import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { projectRoot } from '../../../support/temp-project.ts';
import { siteTemplates, templateOf, TEMPLATES, type FrontMatter } from '../../../../generator/templates/registry.ts';

describe('the template registry', () => {
  it('has one definition per template the site renders, under its own name', () => {
    expect(Object.keys(siteTemplates).sort()).toEqual([...TEMPLATES].sort());
    for (const [name, template] of Object.entries(siteTemplates)) expect(template.name).toBe(name);
  });

  it('keeps the front matter a union that narrows on the template name', () => {
    expectTypeOf<Extract<FrontMatter, { template: 'insight' }>['author']['firstName']>().toEqualTypeOf<string>();
    expectTypeOf<Extract<FrontMatter, { template: 'contact-form' }>['form']>().toEqualTypeOf<'business' | 'general' | 'support'>();
    expectTypeOf<FrontMatter['template']>().toEqualTypeOf<(typeof TEMPLATES)[number]>();
  });

  it('gives each trait to the templates that have it', () => {
    const having = (trait: (name: string) => boolean) => TEMPLATES.filter(trait);
    expect(having((name) => templateOf(name).traits.article)).toEqual(['insight']);
    expect(having((name) => templateOf(name).traits.listsArticles)).toEqual(['insight-list']);
    expect(having((name) => templateOf(name).traits.printsBrochure)).toEqual(['brochure']);
    expect(having((name) => templateOf(name).traits.notFound)).toEqual(['not-found']);
    expect(having((name) => templateOf(name).traits.structuredData !== null)).toEqual(['home', 'service']);
    expect(having((name) => templateOf(name).traits.sections === 'reading')).toEqual([
      'contact-form',
      'insight',
      'insight-list',
      'legal',
      'sitemap',
    ]);
  });

  it('refuses a name it does not have', () => {
    expect(() => templateOf('case-study')).toThrow('No template is named "case-study"');
  });

  it('hands a template only its own pages', () => {
    const landing = { template: 'landing', title: 'T', description: 'D', noindex: false, sections: [] };
    expect(() => templateOf('insight').article(landing)).toThrow('A "landing" page was given to the "insight" template');
  });
});

describe('the fixture site the integration tests build', () => {
  it('has a page of every template in each of its languages', () => {
    for (const language of ['en', 'fr']) {
      const folder = join(projectRoot, 'tests/fixtures/site/content', language);
      const used = readdirSync(folder, { recursive: true })
        .filter((file) => String(file).endsWith('.md'))
        .map((file) => readFileSync(join(folder, String(file)), 'utf8').match(/^template: ([a-z-]+)$/m)?.[1]);
      expect(new Set(used), language).toEqual(new Set(TEMPLATES));
    }
  });
});
