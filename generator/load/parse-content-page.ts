import type { TreeNode } from '../../site/shared/page-data.ts';
import { siteError } from '../errors/site-error.ts';
import type { FieldPosition } from './field-locator.ts';
import { splitFrontMatter, validateFrontMatter, type SplitFile } from './front-matter.ts';
import { mergeOverride, type SourceFile } from './partial-override.ts';
import { siteTemplates, type FrontMatter, type TemplateRegistry } from '../templates/registry.ts';
import type { SchemaKit } from '../templates/schema-kit.ts';
import type { ContentReference, MarkdownParser } from './markdown.ts';
import { parseRichText } from './rich-text.ts';
import { mapStrings, mapTreeText, typographyFor } from './typography.ts';

/** One markdown file, parsed and validated: the unit the rest of the build works with. */
export interface ContentPage {
  /** Path relative to the project, e.g. `content/en/contact/business.md`. */
  file: string;
  /** The folder it lives in: a base language (`en`) or a regional locale (`en-gb`). */
  folder: string;
  /** The route it makes, e.g. `/contact/business/`; `null` for the not-found page (`404.md`). */
  route: string | null;
  /** The file a partial override inherits what it does not give from (partial-override.ts); null for a whole page. */
  inherits: string | null;
  frontMatter: FrontMatter;
  body: TreeNode[];
  /** The sections' rich text fields, parsed, by their path (`sections.3.items.0.answer`). */
  richText: Record<string, TreeNode[]>;
  /** Links and images of the sections' rich text and of the body, in the file's order (their lines: referenceLine). */
  references: ContentReference[];
  /** Finds the line of a front-matter field (`sections.2.items.0.text`), for error messages. */
  lineOf: (field: string) => number | undefined;
  /** Finds the line and column of a front-matter field. */
  positionOf: (field: string) => FieldPosition | undefined;
}

/**
 * Parses one content file (pure). `file` is `content/{folder}/{path}.md`. `parseBody` turns the markdown
 * into a tree (`parseMarkdown`, or the load stage's cache); `kit` checks its front matter (loadSchemaKit);
 * `templates` are the site's unless a test brings its own. A partial override comes with its `base`, the page it
 * is merged onto.
 */
export function parseContentPage(
  file: string,
  text: string,
  parseBody: MarkdownParser,
  kit: SchemaKit,
  templates: TemplateRegistry = siteTemplates,
  base?: SourceFile,
): ContentPage {
  const { folder, route } = routeOfFile(file);
  const split = splitSource({ file, text, base });
  const { lineOf, positionOf } = split;
  const template = split.data.template;
  if (typeof template !== 'string') {
    throw siteError('FrontMatterInvalid', { problem: 'the required field "template" is missing' }, { file, line: 1, field: 'template' });
  }
  const definition = Object.hasOwn(templates, template) ? templates[template] : undefined;
  if (!definition) {
    throw siteError(
      'UnknownTemplate',
      { template, known: Object.keys(templates).join(', ') },
      { file, line: lineOf('template'), field: 'template' },
    );
  }
  // The schema checked `template` against the definition's name, one of the registry's: a member of the union.
  const frontMatter = validateFrontMatter(definition.schemaOf(kit), split, file) as FrontMatter;
  if (definition.traits.notFound !== (route === null)) {
    throw siteError(
      'FrontMatterInvalid',
      { problem: route === null ? '404.md must use the "not-found" template' : 'only 404.md may use the "not-found" template' },
      { file, line: lineOf('template'), field: 'template' },
    );
  }
  const { body, references } = parseBody(split.body, split.bodyOffset);
  const sections = parseRichText(frontMatter.sections, parseBody);
  // In the file's order without sorting by line: the front matter's fields come before the body, and reading a rich
  // text field's line would parse the front matter again with positions (rich-text.ts).
  const allReferences = [...sections.references, ...references];
  // Authors type plain text; the folder's language sets it (typography.ts): French spacing, English quotes, values.
  const typography = typographyFor(folder);
  return {
    file,
    folder,
    route,
    inherits: base?.file ?? null,
    frontMatter: mapStrings(frontMatter, typography),
    body: mapTreeText(body, typography),
    richText: Object.fromEntries(Object.entries(sections.richText).map(([path, nodes]) => [path, mapTreeText(nodes, typography)])),
    references: allReferences,
    lineOf,
    positionOf,
  };
}

/** A file's front matter and body, merged onto its base's when it is a partial override. */
export function splitSource({ file, text, base }: SourceFile): SplitFile {
  const own = splitFrontMatter(file, text);
  return base ? mergeOverride(file, own, { ...splitSource(base), file: base.file }) : own;
}

/** `content/en/contact/index.md` → folder `en`, route `/contact/`; `content/fr/404.md` → route null. */
export function routeOfFile(file: string): { folder: string; route: string | null } {
  const [, folder = '', ...rest] = file.split('/');
  const path = rest.join('/').replace(/\.md$/, '');
  if (path === '404') return { folder, route: null };
  const segments = path.split('/').filter((segment) => segment !== 'index');
  return { folder, route: segments.length ? `/${segments.join('/')}/` : '/' };
}
