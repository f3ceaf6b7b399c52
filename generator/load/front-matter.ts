import type matter from 'gray-matter';
import { createRequire } from 'node:module';
import type { z } from 'zod';
import { siteError } from '../errors/site-error.ts';
import { createFieldLocator, type FieldPosition } from './field-locator.ts';
import { yamlProblemLine } from './yaml-problem-line.ts';

/** A content file split into its front matter (not yet validated) and its markdown body. */
export interface SplitFile {
  data: Record<string, unknown>;
  body: string;
  /** Lines above the body, so body lines can be counted from the top of the file. */
  bodyOffset: number;
  lineOf: (field: string) => number | undefined;
  positionOf: (field: string) => FieldPosition | undefined;
}

// gray-matter, loaded at its first use: a warm build takes every content file's page from the cache (content-cache.ts) and
// parses no front matter, and loading gray-matter, with the js-yaml and esprima it requires, took 22-30 ms.
const require = createRequire(import.meta.url);
let grayMatter: typeof matter | null = null;

/** Splits a content file (pure); malformed YAML is a FrontMatterSyntax error at its line. */
export function splitFrontMatter(file: string, text: string): SplitFile {
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options turns off gray-matter's global cache, which would keep every file in memory in `dev`.
    parsed = (grayMatter ??= require('gray-matter') as typeof matter)(text, {});
  } catch (error) {
    const mark = (error as { mark?: { line: number } }).mark;
    const reason = ((error as { reason?: string }).reason ?? (error as Error).message).split('\n')[0]!;
    // The front matter starts on line 2, below its opening `---`.
    const frontMatter = /^---\r?\n([\s\S]*?)(?:\r?\n---|$)/.exec(text)?.[1] ?? '';
    const line = yamlProblemLine(frontMatter) ?? (mark ? mark.line + 1 : 0);
    throw siteError('FrontMatterSyntax', { reason }, { file, line: line + 1 }, error);
  }
  const positionOf = createFieldLocator(text);
  return {
    data: parsed.data as Record<string, unknown>,
    body: parsed.content,
    bodyOffset: text.slice(0, text.length - parsed.content.length).split('\n').length - 1,
    lineOf: (field) => positionOf(field)?.line,
    positionOf,
  };
}

/** Validates front matter against a schema; the first problem becomes a FrontMatterInvalid error at its field's line. */
export function validateFrontMatter<S extends z.ZodType>(schema: S, split: SplitFile, file: string): z.infer<S> {
  const result = schema.safeParse(split.data, { reportInput: true });
  if (result.success) return result.data;
  // A misspelt key is both an unknown field and a missing one: naming the unknown one says what to fix.
  const issue = result.error.issues.find((candidate) => candidate.code === 'unrecognized_keys') ?? result.error.issues[0]!;
  const field = issue.path.map(String).join('.');
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  const problem = missing
    ? `the required field "${field}" is missing`
    : issue.code === 'unrecognized_keys'
      ? `${field ? `${field} has ` : ''}unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((key) => `"${key}"`).join(', ')}`
      : `"${field}" ${issue.message.replace(/^Invalid input: /, '')}`;
  const located = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]].join('.') : field;
  const position = split.positionOf(located);
  throw siteError(
    'FrontMatterInvalid',
    { problem },
    { file, line: position?.line ?? 1, column: position?.column, field: field || undefined },
  );
}
