import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';

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
  // A copy: a substring would keep the whole file's text alive with it.
  const frontMatter = JSON.parse(JSON.stringify(match[1]!)) as string;
  let locate: ((field: string) => FieldPosition | undefined) | null = null;
  return (field) => {
    locate ??= parsePositions(frontMatter);
    return locate(field);
  };
}

function parsePositions(frontMatter: string): (field: string) => FieldPosition | undefined {
  const lineCounter = new LineCounter();
  const document = parseDocument(frontMatter, { lineCounter, keepSourceTokens: false });
  // The front matter starts on the file's second line.
  const position = (offset: number): FieldPosition => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + 1, column: col };
  };
  return (field) => {
    let node: Node | null = document.contents;
    let found: number | undefined;
    for (const key of field.split('.')) {
      if (isMap(node)) {
        const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === key);
        if (!pair) break;
        // A plain value is pointed at itself (`type: faq` → `faq`); a nested object or list at its key.
        found = (isScalar(pair.value) ? pair.value : (pair.key as Node)).range?.[0];
        node = pair.value as Node | null;
      } else if (isSeq(node) && /^\d+$/.test(key)) {
        const item = node.items[Number(key)] as Node | undefined;
        if (!item) break;
        found = item.range?.[0];
        node = item;
      } else {
        break;
      }
    }
    return found === undefined ? undefined : position(found);
  };
}
