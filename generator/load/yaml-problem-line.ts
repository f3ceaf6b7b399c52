// Where a YAML error starts. js-yaml (gray-matter's parser) and yaml both report an unclosed quote or bracket where
// they noticed it, at the end of the text, lines below the mistake; an author looks for it where the quote opened.
import { createRequire } from 'node:module';
import type * as Yaml from 'yaml';

const require = createRequire(import.meta.url);
/** Scalars and collections that can run on past the line they start on, hiding where they began. */
const RUNS_ON = new Set(['double-quoted-scalar', 'single-quoted-scalar', 'flow-collection']);

/**
 * The line (1-based, in `yaml`) where its first problem starts: the line of the quoted value or flow collection that
 * runs into the problem, else the line the parser names; null when it parses. Loaded only when a file has an error.
 */
export function yamlProblemLine(yaml: string): number | null {
  const { CST, Parser, parseDocument } = require('yaml') as typeof Yaml;
  const [problem] = parseDocument(yaml).errors;
  if (!problem) return null;
  const at = problem.pos[0];
  let start: number | null = null;
  for (const token of new Parser().parse(yaml)) {
    if (token.type !== 'document') continue;
    CST.visit(token, (item) => {
      for (const part of [item.key, item.value]) {
        if (!part || !RUNS_ON.has(part.type)) continue;
        const end = part.offset + CST.stringify(part).length;
        if (part.offset <= at && at <= end && (start === null || part.offset < start)) start = part.offset;
      }
    });
  }
  return lineAt(yaml, start ?? at);
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < offset && index < text.length; index += 1) if (text.charCodeAt(index) === 10) line += 1;
  return line;
}
