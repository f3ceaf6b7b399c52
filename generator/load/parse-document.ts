import { TEMPLATES } from '../../site/shared/page-data.ts';
import type { TemplateName, TreeNode } from '../../site/shared/page-data.ts';
import { siteError } from '../errors/site-error.ts';
import type { FieldPosition } from './field-locator.ts';
import { splitFrontMatter, validateFrontMatter } from './front-matter.ts';
import { frontMatterSchemas, type FrontMatter } from './front-matter-schema.ts';
import { parseMarkdown, type BodyReference } from './markdown.ts';
import { parseRichText } from './rich-text.ts';
import { frenchTypography, isFrenchFolder, mapStrings, mapTreeText } from './typography.ts';

/** One markdown file, parsed and validated: the unit the rest of the build works with. */
export interface ContentDocument {
  /** Path relative to the project, e.g. `content/en/contact/business.md`. */
  file: string;
  /** The folder it lives in: a base language (`en`) or a regional locale (`en-gb`). */
  folder: string;
  /** The route it makes, e.g. `/contact/business/`; `null` for the not-found page (`404.md`). */
  route: string | null;
  frontMatter: FrontMatter;
  body: TreeNode[];
  /** The sections' rich text fields, parsed, by their path (`sections.3.items.0.answer`). */
  richText: Record<string, TreeNode[]>;
  /** Links and images of the body and of the sections' rich text, with their lines. */
  references: BodyReference[];
  /** Finds the line of a front-matter field (`sections.2.items.0.text`), for error messages. */
  lineOf: (field: string) => number | undefined;
  /** Finds the line and column of a front-matter field. */
  positionOf: (field: string) => FieldPosition | undefined;
}

/**
 * Parses one content file (pure). `file` is `content/{folder}/{path}.md`. `parseBody` turns the markdown
 * into a tree (the load stage passes a cached one).
 */
export function parseDocument(file: string, text: string, parseBody: typeof parseMarkdown = parseMarkdown): ContentDocument {
  const { folder, route } = routeOfFile(file);
  const split = splitFrontMatter(file, text);
  const { lineOf, positionOf } = split;
  const template = split.data.template;
  if (typeof template !== 'string') {
    throw siteError('FrontMatterInvalid', { problem: 'the required field "template" is missing' }, { file, line: 1, field: 'template' });
  }
  if (!(TEMPLATES as readonly string[]).includes(template)) {
    throw siteError('UnknownTemplate', { template, known: TEMPLATES.join(', ') }, { file, line: lineOf('template'), field: 'template' });
  }
  const frontMatter = validateFrontMatter(frontMatterSchemas[template as TemplateName], split, file) as FrontMatter;
  if ((template === 'not-found') !== (route === null)) {
    throw siteError(
      'FrontMatterInvalid',
      { problem: route === null ? '404.md must use the "not-found" template' : 'only 404.md may use the "not-found" template' },
      { file, line: lineOf('template'), field: 'template' },
    );
  }
  const { body, references } = parseBody(split.body, split.bodyOffset);
  const sections = parseRichText(frontMatter.sections, lineOf, parseBody);
  const allReferences = [...references, ...sections.references].sort((a, b) => a.line - b.line);
  const document = { file, folder, route, frontMatter, body, richText: sections.richText, references: allReferences, lineOf, positionOf };
  if (!isFrenchFolder(folder)) return document;
  return {
    ...document,
    frontMatter: mapStrings(frontMatter, frenchTypography),
    body: mapTreeText(body, frenchTypography),
    richText: Object.fromEntries(Object.entries(sections.richText).map(([path, nodes]) => [path, mapTreeText(nodes, frenchTypography)])),
  };
}

/** `content/en/contact/index.md` → folder `en`, route `/contact/`; `content/fr/404.md` → route null. */
export function routeOfFile(file: string): { folder: string; route: string | null } {
  const [, folder = '', ...rest] = file.split('/');
  const path = rest.join('/').replace(/\.md$/, '');
  if (path === '404') return { folder, route: null };
  const segments = path.split('/').filter((segment) => segment !== 'index');
  return { folder, route: segments.length ? `/${segments.join('/')}/` : '/' };
}
