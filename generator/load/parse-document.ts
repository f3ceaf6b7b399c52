import matter from 'gray-matter';
import { TEMPLATES } from '../../site/shared/page-data.ts';
import type { TreeNode } from '../../site/shared/page-data.ts';
import { siteError } from '../errors/site-error.ts';
import { frontMatterSchemas, type FrontMatter } from './front-matter-schema.ts';
import { parseMarkdown, type BodyReference } from './markdown.ts';
import { frenchSpacing, isFrenchFolder, mapStrings, mapTreeText } from './typography.ts';

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
  references: BodyReference[];
  /** Finds the line of a front-matter field, for error messages. */
  lineOf: (field: string) => number | undefined;
}

/**
 * Parses one content file (pure). `file` is `content/{folder}/{path}.md`. `parseBody` turns the markdown
 * into a tree (the load stage passes a cached one).
 */
export function parseDocument(file: string, text: string, parseBody: typeof parseMarkdown = parseMarkdown): ContentDocument {
  const { folder, route } = routeOfFile(file);
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options turns off gray-matter's global cache, which would keep every file in memory in `dev`.
    parsed = matter(text, {});
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const reason = ((error as { reason?: string }).reason ?? (error as Error).message).split('\n')[0]!;
    throw siteError('FrontMatterSyntax', { reason }, { file, line: mark ? mark.line + 2 : 1 }, error);
  }
  const lineOf = (field: string) => findFieldLine(text, field);
  const data = parsed.data as Record<string, unknown>;
  const template = data.template;
  if (typeof template !== 'string') {
    throw siteError('FrontMatterInvalid', { problem: 'the required field "template" is missing' }, { file, line: 1, field: 'template' });
  }
  if (!(TEMPLATES as readonly string[]).includes(template)) {
    throw siteError('UnknownTemplate', { template, known: TEMPLATES.join(', ') }, { file, line: lineOf('template'), field: 'template' });
  }
  const schema = frontMatterSchemas[template as keyof typeof frontMatterSchemas];
  const result = schema.safeParse(data);
  if (!result.success) {
    const issue = result.error.issues[0]!;
    const field = issue.path.map(String).join('.');
    const missing = issue.code === 'invalid_type' && data[String(issue.path[0])] === undefined && issue.path.length === 1;
    const problem = missing
      ? `the required field "${field}" is missing`
      : issue.code === 'unrecognized_keys'
        ? `${field ? `${field} has ` : ''}unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`
        : `"${field}" ${issue.message.replace(/^Invalid input: /, '')}`;
    const line = (field && lineOf(field)) || lineOf(issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]].join('.') : field) || 1;
    throw siteError('FrontMatterInvalid', { problem }, { file, line, field: field || undefined });
  }
  if ((template === 'not-found') !== (route === null)) {
    throw siteError(
      'FrontMatterInvalid',
      { problem: route === null ? '404.md must use the "not-found" template' : 'only 404.md may use the "not-found" template' },
      { file, line: lineOf('template'), field: 'template' },
    );
  }
  const bodyOffset = text.slice(0, text.length - parsed.content.length).split('\n').length - 1;
  const { body, references } = parseBody(parsed.content, bodyOffset);
  const frontMatter = result.data as FrontMatter;
  if (!isFrenchFolder(folder)) return { file, folder, route, frontMatter, body, references, lineOf };
  return { file, folder, route, frontMatter: mapStrings(frontMatter, frenchSpacing), body: mapTreeText(body, frenchSpacing), references, lineOf };
}

/** `content/en/contact/index.md` → folder `en`, route `/contact/`; `content/fr/404.md` → route null. */
export function routeOfFile(file: string): { folder: string; route: string | null } {
  const [, folder = '', ...rest] = file.split('/');
  const path = rest.join('/').replace(/\.md$/, '');
  if (path === '404') return { folder, route: null };
  const segments = path.split('/').filter((segment) => segment !== 'index');
  return { folder, route: segments.length ? `/${segments.join('/')}/` : '/' };
}

/** The 1-based line of a (dotted) front-matter field, found by indentation-aware scanning. */
export function findFieldLine(text: string, field: string): number | undefined {
  const lines = text.split('\n');
  let from = 0;
  let line: number | undefined;
  for (const key of field.split('.')) {
    if (/^\d+$/.test(key)) {
      // A list index: find the (key)th "- " entry after the current line.
      let count = -1;
      for (let index = from; index < lines.length; index += 1) {
        if (/^\s*- /.test(lines[index]!)) count += 1;
        if (count === Number(key)) {
          line = index + 1;
          from = index;
          break;
        }
      }
      continue;
    }
    const pattern = new RegExp(`^\\s*(- )?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*:`);
    const index = lines.findIndex((text, position) => position >= from && pattern.test(text));
    if (index === -1) return line;
    line = index + 1;
    from = index + 1;
  }
  return line;
}
