import { siteError } from '../errors/site-error.ts';
import type { AuthoredOutcome } from '../templates/block-schema.ts';
import type { SchemaKit } from '../templates/schema-kit.ts';
import { splitFrontMatter, validateFrontMatter } from './front-matter.ts';
import { mapStrings, typographyFor } from './typography.ts';

/** One anonymised client outcome: `content/{folder}/outcomes/{id}.md`, all of it in front matter. */
export interface ContentOutcome {
  file: string;
  /** A base language (`en`) or a regional locale whose wording differs (`en-gb`). */
  folder: string;
  /** The file name without `.md`: what `outcomes` blocks and cards name it by. */
  id: string;
  outcome: AuthoredOutcome;
  lineOf: (field: string) => number | undefined;
}

const OUTCOME_FILE = /^content\/([^/]+)\/outcomes\/([a-z0-9-]+)\.md$/;

/** Whether a content file is a client outcome rather than a page. */
export function isOutcomeFile(file: string): boolean {
  return /^content\/[^/]+\/outcomes\//.test(file);
}

/** Parses and validates one outcome file (pure), its fields checked by `kit` (loadSchemaKit). */
export function parseOutcome(file: string, text: string, kit: SchemaKit): ContentOutcome {
  const match = OUTCOME_FILE.exec(file);
  if (!match) {
    throw siteError('FrontMatterInvalid', { problem: 'an outcome file name uses lower-case letters, digits and dashes only' }, { file });
  }
  const [, folder, id] = match as unknown as [string, string, string];
  const split = splitFrontMatter(file, text);
  const outcome = validateFrontMatter(kit.outcomeSchema, split, file);
  if (split.body.trim() !== '') {
    throw siteError(
      'FrontMatterInvalid',
      { problem: 'an outcome has no body: situation, approach, result and figures are front-matter fields' },
      { file, line: split.bodyOffset + 1 },
    );
  }
  return { file, folder, id, outcome: mapStrings(outcome, typographyFor(folder)), lineOf: split.lineOf };
}
