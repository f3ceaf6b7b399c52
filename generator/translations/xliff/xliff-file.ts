import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';
import { siteError, type SiteError } from '../../errors/site-error.ts';
import type { Segment, TargetSegment } from './inline-codes.ts';
import type { TranslationUnit } from './translation-units.ts';

// The XLIFF 1.2 file of an export, written and read with fast-xml-parser (its validator names the line of malformed
// XML; its parser gives each element's place, so every problem names the line of its unit). One <file>; one <group>
// per translated file (a page, or the locale's catalogue), its record in `extradata`; one <trans-unit> per unit, the
// hash of its source in `extradata`, its limit in `maxwidth`, its context in a <note>.

/** The units of one translation file, as the export writes them. */
export interface ExportGroup {
  /** `page:/audit/`, `outcome:x`, `strings`. */
  id: string;
  /** The file the translations go to: `content/fr/audit.md`, `locales/fr/translation.json`. */
  file: string;
  sourceFile: string;
  /** What `translatedFrom` will record (pages): the hash of the source page's words at the export. */
  record: string | null;
  /** Context for the translator: route, state. */
  note: string;
  units: (TranslationUnit & { note: string })[];
}

export interface ExportDocument {
  sourceLanguage: string;
  targetLanguage: string;
  groups: ExportGroup[];
}

type XmlNode = Record<string, unknown>;

const OPTIONS = { preserveOrder: true, ignoreAttributes: false, attributeNamePrefix: '' } as const;

const element = (name: string, attributes: Record<string, string | number | undefined>, children: XmlNode[] = []): XmlNode => {
  const present = Object.entries(attributes).filter(([, value]) => value !== undefined);
  return { [name]: children, ...(present.length ? { ':@': Object.fromEntries(present.map(([k, v]) => [k, String(v)])) } : {}) };
};
const text = (value: string): XmlNode => ({ '#text': value });
/** Children on lines of their own, indented by depth. */
const indented = (depth: number, children: XmlNode[]): XmlNode[] => [
  ...children.flatMap((child) => [text(`\n${'  '.repeat(depth)}`), child]),
  text(`\n${'  '.repeat(depth - 1)}`),
];

function segmentNodes(segments: Segment[]): XmlNode[] {
  return segments.map((segment) => {
    if (typeof segment === 'string') return text(segment);
    if (segment.kind === 'x') return element('x', { id: segment.id, ctype: segment.ctype, 'equiv-text': segment.code.trim() || ' ' });
    return element('g', { id: segment.id, ctype: segment.ctype }, segmentNodes(segment.children));
  });
}

/** The text of an export's XLIFF file (pure). */
export function writeXliff(document: ExportDocument): string {
  const groups = document.groups.map((group) =>
    element('group', { id: group.id, resname: group.file, extradata: group.record ?? undefined }, [
      ...indented(4, [
        element('note', { from: 'site' }, [text(group.note)]),
        ...group.units.map((unit) =>
          element(
            'trans-unit',
            { id: unit.id, extradata: unit.sourceHash, maxwidth: unit.maxWidth, 'size-unit': unit.maxWidth ? 'char' : undefined },
            indented(5, [element('source', {}, segmentNodes(unit.segments)), element('note', { from: 'site' }, [text(unit.note)])]),
          ),
        ),
      ]),
    ]),
  );
  const file = element(
    'file',
    { original: 'site', datatype: 'x-markdown', 'source-language': document.sourceLanguage, 'target-language': document.targetLanguage },
    indented(2, [
      element('header', {}, indented(3, [element('tool', { 'tool-id': 'site', 'tool-name': 'site translations export' })])),
      element('body', {}, indented(3, groups)),
    ]),
  );
  const root = element('xliff', { version: '1.2', xmlns: 'urn:oasis:names:tc:xliff:document:1.2' }, indented(1, [file]));
  const builder = new XMLBuilder({ ...OPTIONS, format: false, suppressEmptyNode: true });
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build([root])}\n`;
}

/** A unit as a returned file gives it. */
export interface ReturnedUnit {
  id: string;
  line: number;
  sourceHash: string | null;
  /** null: the unit has no target. */
  target: TargetSegment[] | null;
  /** Inline elements the site does not write (`<ph>`, `<bpt>` …): refused. */
  foreign: string[];
}

export interface ReturnedGroup {
  id: string;
  line: number;
  record: string | null;
  units: ReturnedUnit[];
}

export interface ReturnedDocument {
  targetLanguage: string;
  groups: ReturnedGroup[];
}

/** Reads a returned XLIFF file (pure); malformed XML, or a file without what an export wrote, is an error at its line. */
export function readXliff(file: string, xml: string): ReturnedDocument {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw siteError('XliffUnreadable', { reason: valid.err.msg }, { file, line: valid.err.line, column: valid.err.col });
  const parser = new XMLParser({ ...OPTIONS, trimValues: false, parseTagValue: false, parseAttributeValue: false, captureMetaData: true });
  const meta = XMLParser.getMetaDataSymbol() as unknown as string;
  const lineOf = (node: XmlNode) => xml.slice(0, (node[meta] as { startIndex?: number } | undefined)?.startIndex ?? 0).split('\n').length;
  const invalid = (problem: string, node?: XmlNode): SiteError =>
    siteError('XliffInvalid', { problem }, { file, line: node ? lineOf(node) : 1 });
  const childrenOf = (node: XmlNode, name: string): XmlNode[] => ((node[name] as XmlNode[]) ?? []).filter((child) => !('#text' in child));
  const named = (nodes: XmlNode[], name: string) => nodes.filter((node) => name in node);
  const attributes = (node: XmlNode) => (node[':@'] as Record<string, string> | undefined) ?? {};

  const root = named(parser.parse(xml) as XmlNode[], 'xliff')[0];
  if (!root || attributes(root).version !== '1.2') throw invalid('its root is not <xliff version="1.2">', root);
  const fileNode = named(childrenOf(root, 'xliff'), 'file');
  if (fileNode.length !== 1) throw invalid(`it has ${fileNode.length} <file> elements, where an export writes one`, root);
  const targetLanguage = attributes(fileNode[0]!)['target-language'];
  if (!targetLanguage) throw invalid('its <file> has no target-language', fileNode[0]);
  const body = named(childrenOf(fileNode[0]!, 'file'), 'body')[0];
  if (!body) throw invalid('its <file> has no <body>', fileNode[0]);
  const groups = childrenOf(body, 'body').map((node): ReturnedGroup => {
    const { id, extradata } = attributes(node);
    if (!('group' in node) || !id) throw invalid('<body> holds something other than the <group id="…"> an export writes', node);
    const units = named(childrenOf(node, 'group'), 'trans-unit').map((unitNode): ReturnedUnit => {
      const unitAttributes = attributes(unitNode);
      if (!unitAttributes.id) throw invalid('a <trans-unit> has no id', unitNode);
      const children = childrenOf(unitNode, 'trans-unit');
      if (!named(children, 'source').length) throw invalid(`the unit ${unitAttributes.id} has no <source>`, unitNode);
      const target = named(children, 'target')[0];
      const foreign: string[] = [];
      return {
        id: unitAttributes.id,
        line: lineOf(unitNode),
        sourceHash: unitAttributes.extradata ?? null,
        target: target ? targetSegments((target.target as XmlNode[]) ?? [], foreign) : null,
        foreign,
      };
    });
    return { id, line: lineOf(node), record: extradata ?? null, units };
  });
  return { targetLanguage, groups };
}

/** A target's content as words and codes: <mrk> (a tool's segment marks) is transparent; other elements are foreign. */
function targetSegments(nodes: XmlNode[], foreign: string[]): TargetSegment[] {
  return nodes.flatMap((node): TargetSegment[] => {
    if ('#text' in node) return [String(node['#text'])];
    const name = Object.keys(node).find((key) => key !== ':@')!;
    const id = ((node[':@'] as Record<string, string> | undefined) ?? {}).id ?? '';
    const children = (node[name] as XmlNode[]) ?? [];
    if (name === 'mrk') return targetSegments(children, foreign);
    if (name === 'x') return [{ kind: 'x', id }];
    if (name === 'g') return [{ kind: 'g', id, children: targetSegments(children, foreign) }];
    foreign.push(`<${name}>`);
    return [];
  });
}
