import type { ContentsEntry } from './brochure-plan.ts';
import { drawWordmark } from './draw-wordmark.ts';
import type { PdfWriter, TextStyle } from './pdf-writer.ts';
import { AREA, INK, PAGE, space } from './pdf-style.ts';
import { HEADING } from './text-styles.ts';

const HEAD_Y = 40;
const FOOT_Y = PAGE.height - 50;
const SMALL: TextStyle = { face: 'regular', size: 7.5, colour: INK.textMuted };

/**
 * The running header and footer of the inside pages (every page but the covers), drawn once every page
 * exists so each can say "3 / 8": the wordmark and the brochure's title above a hairline, the site's address
 * and the page number below one. Pagination artifacts, as readers expect.
 */
export function drawRunningHeads(writer: PdfWriter, title: string, siteName: string, siteHost: string, pageCount: number): void {
  const doc = writer.doc;
  for (let index = 1; index < pageCount - 1; index += 1) {
    doc.switchToPage(index);
    // The heads sit in the margins: with margins pdfkit would move text placed there onto a new page.
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    writer.artifact(() => {
      drawWordmark(writer, siteName, AREA.left, HEAD_Y, 12, INK.text, null);
      writer.style(SMALL);
      const width = AREA.width * 0.6;
      doc.text(title, AREA.right - width, HEAD_Y + 2.5, { width, align: 'right', lineBreak: false, ellipsis: true, height: 10 });
      doc.rect(AREA.left, HEAD_Y + 22, AREA.width, 0.5).fill(INK.border);
      doc.rect(AREA.left, FOOT_Y - 10, AREA.width, 0.5).fill(INK.border);
      writer.style(SMALL);
      doc.text(siteHost, AREA.left, FOOT_Y, { lineBreak: false });
      writer.style({ ...SMALL, face: 'semibold', colour: INK.text });
      doc.text(`${index + 1} / ${pageCount}`, AREA.left, FOOT_Y, { width: AREA.width, align: 'right', lineBreak: false });
    }, 'Pagination');
  }
}

const ENTRY: TextStyle = { face: 'regular', size: 11, colour: INK.text, lineGap: 2 };
const NUMBER: TextStyle = { face: 'bold', size: 9, colour: INK.primary };

/**
 * The contents list at the top of the first inside page: each numbered section with its page number, a link
 * to it. `pages` is where each section landed in a first pass (null in that pass: the list takes the same
 * room whatever the numbers). Returns the y below it.
 */
export function drawContents(
  writer: PdfWriter,
  label: string,
  entries: ContentsEntry[],
  pages: Map<string, number> | null,
  y: number,
): number {
  const doc = writer.doc;
  let top = writer.text('H2', label, HEADING, AREA.left, y, AREA.width) + space(5);
  writer.group('TOC', () => {
    for (const entry of entries) {
      writer.group('TOCI', () => {
        const entryTop = top;
        let entryBottom = top;
        writer.linkTo(entry.anchor, () => {
          writer.style(NUMBER).doc.text(entry.number, AREA.left, entryTop + 2, { lineBreak: false });
          writer.style(ENTRY).doc.text(entry.title, AREA.left + 32, entryTop, { width: AREA.width - 32 - 40 });
          entryBottom = doc.y;
          writer
            .style({ ...ENTRY, face: 'semibold', align: 'right' })
            .doc.text(String(pages?.get(entry.anchor) ?? ''), AREA.right - 40, entryTop, { width: 40, align: 'right', lineBreak: false });
          return { x: AREA.left, y: entryTop, width: AREA.width, height: entryBottom - entryTop };
        });
        top = entryBottom;
      });
      const ruleY = top + space(2);
      writer.artifact(() => doc.rect(AREA.left, ruleY, AREA.width, 0.5).fill(INK.border));
      top = ruleY + space(2.5);
    }
  });
  return top;
}
