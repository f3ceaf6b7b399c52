// Reads a PDF back the way a viewer does (Mozilla's pdf.js): text per page, metadata, tagging, links.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export interface ReadPdf {
  pages: string[];
  /** Every page's text, whitespace (no-break spaces included) collapsed to one space. */
  text: string;
  title: string | null;
  language: string | null;
  tagged: boolean;
  /** The structure tree's element types, depth first. */
  structure: string[];
  /** Link targets: URLs, and named destinations inside the document. */
  links: string[];
  /** Bookmarks' titles. */
  outline: string[];
}

/** Whitespace of any kind (no-break spaces too) as one space, for comparing text. */
export function normalise(text: string): string {
  return text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();
}

interface StructNode {
  role?: string;
  children?: StructNode[];
}

function roles(node: StructNode | null | undefined): string[] {
  if (!node) return [];
  return [...(node.role ? [node.role] : []), ...(node.children ?? []).flatMap(roles)];
}

export async function readPdf(bytes: Buffer): Promise<ReadPdf> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false }).promise;
  try {
    const pages: string[] = [];
    const structure: string[] = [];
    const links: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(normalise(content.items.map((item) => ('str' in item ? item.str : '')).join(' ')));
      structure.push(...roles((await page.getStructTree()) as StructNode));
      for (const annotation of await page.getAnnotations()) {
        if (annotation.subtype === 'Link') links.push(annotation.url ?? annotation.dest ?? '');
      }
    }
    const { info } = (await document.getMetadata()) as { info: { Title?: string; Language?: string } };
    const outline = ((await document.getOutline()) ?? []).map((item) => item.title);
    return {
      pages,
      text: pages.join(' '),
      title: info.Title ?? null,
      language: info.Language ?? null,
      tagged: Boolean((await document.getMarkInfo())?.Marked),
      structure,
      links,
      outline,
    };
  } finally {
    await document.destroy();
  }
}

/** The names of the fonts a PDF uses and whether each is embedded (a FontFile stream in its descriptor). */
export function fontsOf(bytes: Buffer): { name: string; embedded: boolean }[] {
  const source = bytes.toString('latin1');
  const descriptors = [...source.matchAll(/\/Type \/FontDescriptor([\s\S]*?)>>/g)].map((match) => match[1]!);
  return descriptors.map((descriptor) => ({
    name: /\/FontName \/([^\s/]+)/.exec(descriptor)?.[1] ?? '?',
    embedded: /\/FontFile[23]? \d+ 0 R/.test(descriptor),
  }));
}
