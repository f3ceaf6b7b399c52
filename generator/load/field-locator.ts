import { createRequire } from 'node:module';
import type { Node } from 'yaml';

/**
 * The YAML parser that keeps positions, loaded the first time a position is asked for: only an error asks, and
 * loading it took 17 ms of every build's start. Required, not imported: positions are asked for synchronously.
 */
let yaml: typeof import('yaml') | null = null;
const loadYaml = () => (yaml ??= createRequire(import.meta.url)('yaml') as typeof import('yaml'));

/** Where a field is in a content file (1-based). */
export interface FieldPosition {
  line: number;
  column: number;
}

/**
 * Finds front-matter fields in a file's text by their dotted path (`sections.2.items.0.text`), for error
 * messages: a plain value's own position, else its key's. The YAML is parsed with positions (gray-matter's parser
 * keeps none); a path that goes deeper than the file points at its deepest existing part, so a missing field
 * points at the object that lacks it. The positions are parsed when one is first asked for, which only an error
 * does: a build keeps one small string per file instead of a YAML tree (measured: 30 MB at 4,800 pages), and never
 * parses a file's front matter twice.
 */
export function createFieldLocator(text: string): (field: string) => FieldPosition | undefined {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  if (!match) return () => undefined;
  // A copy: a substring would keep the whole file's text alive with it. V8 copies a joined string into a string of its
  // own when a part is cut from it, and the cut part refers to that copy only (a JSON round trip had copied it too, at
  // ten times the cost: 2.3-3.3 ms for this site's 108 files on every build).
  const frontMatter = `${match[1]!}\n`.slice(0, -1);
  let locate: ((field: string) => FieldPosition | undefined) | null = null;
  return (field) => {
    locate ??= parsePositions(frontMatter);
    return locate(field);
  };
}

function parsePositions(frontMatter: string): (field: string) => FieldPosition | undefined {
  const { isMap, isScalar, isSeq, LineCounter, parseDocument } = loadYaml();
  const lineCounter = new LineCounter();
  const document = parseDocument(frontMatter, { lineCounter, keepSourceTokens: false });
  // The front matter starts on the file's second line.
  const position = (offset: number): FieldPosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + 1, column: col };
  };
  // Every field's position by its path, taken in one walk; the YAML tree (thousands of nodes for a long page) is
  // then left to the collector.
  const positions = new Map<string, FieldPosition>();
  const walk = (node: Node | null, path: string) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const field = path ? `${path}.${String(pair.key.value)}` : String(pair.key.value);
        if (positions.has(field)) continue; // a repeated key: the first one is what was read
        // A plain value is pointed at itself (`type: faq` → `faq`); a nested object or list at its key.
        const at = (isScalar(pair.value) ? pair.value : (pair.key as Node)).range?.[0];
        if (at !== undefined) positions.set(field, position(at));
        walk(pair.value as Node | null, field);
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, index) => {
        const at = (item as Node | null)?.range?.[0];
        if (at !== undefined) positions.set(`${path}.${index}`, position(at));
        walk(item as Node | null, `${path}.${index}`);
      });
    }
  };
  walk(document.contents, '');
  return (field) => {
    // The deepest part of the path that the file has.
    const keys = field.split('.');
    for (let length = keys.length; length > 0; length -= 1) {
      const found = positions.get(keys.slice(0, length).join('.'));
      if (found) return found;
    }
    return undefined;
  };
}
