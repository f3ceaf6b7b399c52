import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseConfig } from '../../generator/config/parse-config.ts';
import type { SiteConfig } from '../../generator/config/config-schema.ts';
import { parseContentPage, type ContentPage } from '../../generator/load/parse-content-page.ts';
import { parseMarkdown } from '../../generator/load/markdown.ts';
import { schemaKitOf } from '../../generator/templates/schema-kit.ts';
import { z } from 'zod';
import { projectRoot } from './temp-project.ts';

/** What checks front matter, as the load stage loads it (made here at once, without loading zod twice). */
export const schemaKit = schemaKitOf(z);

/** The real site config. */
export function realConfig(): SiteConfig {
  return parseConfig(JSON.parse(readFileSync(join(projectRoot, 'site.config.json'), 'utf8')));
}

/** A small config: English and French with one regional locale each. */
export function smallConfig(): SiteConfig {
  const config = realConfig();
  return { ...config, locales: config.locales.filter((locale) => ['en', 'fr', 'en-gb', 'fr-ca'].includes(locale.code)) };
}

/** An in-memory content document. `file` is `content/{folder}/{path}.md`. */
export function document(file: string, fields: Record<string, string> = {}, body = 'Some text.'): ContentPage {
  const template = fields.template ?? (file.endsWith('/404.md') ? 'not-found' : 'landing');
  const frontMatter = Object.entries({
    template,
    title: `Title of ${file}`,
    description: 'A description that is long enough to pass the schema.',
    ...fields,
  })
    .map(([key, value]) => `${key}: ${value}`)
    .join('\n');
  return parseContentPage(file, `---\n${frontMatter}\n---\n\n${body}\n`, parseMarkdown, schemaKit);
}

/** The same pages in every base language of the small config. */
export function bilingual(paths: string[]): ContentPage[] {
  return ['en', 'fr'].flatMap((language) => paths.map((path) => document(`content/${language}/${path}`)));
}
