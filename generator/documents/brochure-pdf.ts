import { createRequire } from 'node:module';
import type { TreeNode } from '../../site/shared/page-data.ts';

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff'),
};

export interface BrochureContent {
  siteName: string;
  language: string;
  kicker: string | null;
  title: string;
  subtitle: string | null;
  body: TreeNode[];
  /** The page the brochure was made from, printed at the end. */
  url: string;
  primaryColour: string;
}

/** A brochure as a PDF, typeset from the brochure page's own content. Deterministic: no dates, fixed IDs. */
export async function createBrochurePdf(content: BrochureContent): Promise<Buffer> {
  // Loaded only when a PDF is not in the cache.
  const { default: PDFDocument } = await import('pdfkit');
  const fixedDate = new Date('2026-01-01T00:00:00Z');
  const document = new PDFDocument({
    size: 'A4',
    margins: { top: 72, bottom: 72, left: 72, right: 72 },
    lang: content.language,
    displayTitle: true,
    info: { Title: content.title, Author: content.siteName, Creator: content.siteName, Producer: content.siteName, CreationDate: fixedDate, ModDate: fixedDate },
  });
  document.registerFont('regular', FONTS.regular);
  document.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  document.font('bold').fontSize(14).fillColor(content.primaryColour).text(content.siteName);
  document.moveDown(2);
  if (content.kicker) document.font('bold').fontSize(10).fillColor('#4a4f6a').text(content.kicker.toUpperCase(), { characterSpacing: 1 });
  document.moveDown(0.5);
  document.font('bold').fontSize(26).fillColor('#10132b').text(content.title, { lineGap: 4 });
  if (content.subtitle) {
    document.moveDown(0.5);
    document.font('regular').fontSize(13).fillColor('#2c3050').text(content.subtitle, { lineGap: 3 });
  }
  document.moveDown(1.5);
  for (const node of content.body) writeBlock(document, node);
  document.moveDown(2);
  document.font('regular').fontSize(9).fillColor('#4a4f6a').text(content.url, { link: content.url });
  document.end();
  return finished;
}

function writeBlock(document: PDFKit.PDFDocument, node: TreeNode): void {
  if (typeof node === 'string') return;
  const [tag, , ...children] = node;
  if (/^h[2-6]$/.test(tag)) {
    document.moveDown(0.8);
    document.font('bold').fontSize(tag === 'h2' ? 15 : 12).fillColor('#10132b').text(textOf(children), { lineGap: 2 });
    document.moveDown(0.4);
  } else if (tag === 'ul' || tag === 'ol') {
    const items = children.filter((child): child is Exclude<TreeNode, string> => typeof child !== 'string').map((item) => textOf(item.slice(2) as TreeNode[]));
    document.font('regular').fontSize(11).fillColor('#10132b').list(items, { bulletRadius: 2, lineGap: 3, paragraphGap: 4, listType: tag === 'ol' ? 'numbered' : 'bullet' });
    document.moveDown(0.6);
  } else if (tag === 'blockquote') {
    document.font('regular').fontSize(11).fillColor('#2c3050').text(textOf(children), { indent: 16, lineGap: 3 });
    document.moveDown(0.6);
  } else {
    document.font('regular').fontSize(11).fillColor('#10132b').text(textOf(children), { lineGap: 3, align: 'left' });
    document.moveDown(0.6);
  }
}

function textOf(nodes: TreeNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : textOf(node.slice(2) as TreeNode[]))).join('').replace(/\s+/g, ' ').trim();
}
