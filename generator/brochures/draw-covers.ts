import { COVER_ART } from './brochure-art.ts';
import type { BrochureContent } from './brochure-content.ts';
import type { ClosingPage } from './brochure-plan.ts';
import { drawWordmark } from './draw-wordmark.ts';
import { fittingSize } from './fit-type.ts';
import { COVER_MARGINS, type PdfWriter, type TextStyle } from './pdf-writer.ts';
import { INK, PAGE, SIZE, TRACKING, space } from './pdf-style.ts';

const MARGIN = (PAGE.width - COVER_ART.width) / 2;
const WIDTH = COVER_ART.width;
const KICKER: TextStyle = { face: 'bold', size: 9, colour: INK.accent, characterSpacing: 1.6, uppercase: true };
const FOOT_Y = PAGE.height - MARGIN - 22;

function navyPage(writer: PdfWriter): void {
  writer.doc.addPage({ size: 'A4', margins: COVER_MARGINS });
  writer.artifact(() => writer.doc.rect(0, 0, PAGE.width, PAGE.height).fill(INK.dark));
}

/** The site's address without its scheme, as printed: "www.factor.consulting". */
function host(url: string): string {
  return new URL(url).host;
}

/**
 * The cover, as the web's cover thumbnail shows it (site/blocks/brochure-cover.tsx): navy, the brochure's art
 * in the upper half, a small amber kicker, the title in large white type, the subtitle, the wordmark at the foot.
 */
export function drawCover(writer: PdfWriter, content: BrochureContent, art: Buffer | null): void {
  const doc = writer.doc;
  navyPage(writer);
  if (art) {
    // The art is the brochure's motif, not information: an artifact, like the web's alt="".
    writer.artifact(() => {
      doc.save().roundedRect(MARGIN, MARGIN, COVER_ART.width, COVER_ART.height, 8).clip();
      doc.image(art, MARGIN, MARGIN, { width: COVER_ART.width, height: COVER_ART.height });
      doc.restore();
    });
  }
  let y = MARGIN + COVER_ART.height + space(11);
  y = writer.text('P', content.labels.kicker, KICKER, MARGIN, y, WIDTH) + space(3);
  const title: TextStyle = {
    face: 'bold',
    size: SIZE.coverTitle,
    colour: INK.white,
    lineGap: 1,
    characterSpacing: SIZE.coverTitle * TRACKING.display,
  };
  y = writer.text('H1', content.title, title, MARGIN, y, writer.balanced(content.title, title, WIDTH - space(6)));
  if (content.subtitle)
    writer.text(
      'P',
      content.subtitle,
      { face: 'regular', size: SIZE.lede, colour: INK.onDarkMuted, lineGap: SIZE.lede * 0.4 },
      MARGIN,
      y + space(4),
      WIDTH - space(14),
    );
  drawWordmark(writer, content.siteName, MARGIN, FOOT_Y, 22, INK.white, null);
  writer.artifact(() => {
    writer.style({ face: 'regular', size: 9, colour: INK.onDarkMuted, align: 'right' });
    doc.text(host(content.siteUrl), MARGIN, FOOT_Y + 6.5, { width: WIDTH, align: 'right', lineBreak: false });
  });
}

/** A button-like link on navy: a primary tile with its label; returns the y below it. */
function drawButton(writer: PdfWriter, label: string, url: string, x: number, y: number): number {
  const style: TextStyle = { face: 'bold', size: 11, colour: INK.white, underlineLinks: false };
  writer.style(style);
  const text = `${label}  →`;
  const width = writer.doc.widthOfString(text) + space(10);
  writer.artifact(() => writer.doc.roundedRect(x, y, width, 38, 6).fill(INK.primary));
  writer.runs('P', [{ text, bold: true, italic: false, href: url }], style, x + space(5), y + 13, width);
  return y + 38;
}

/** The back cover: the call to action, how to reach the office that serves the brochure's locale, the page. */
export function drawBackCover(writer: PdfWriter, content: BrochureContent, closing: ClosingPage): void {
  const { labels, contact } = content;
  navyPage(writer);
  writer.open('Sect');
  let y = MARGIN + space(16);
  const titleStyle: TextStyle = {
    face: 'bold',
    size: SIZE.closingTitle,
    colour: INK.white,
    lineGap: 2,
    characterSpacing: SIZE.closingTitle * TRACKING.display,
  };
  y = writer.text('H2', closing.title, titleStyle, MARGIN, y, writer.balanced(closing.title, titleStyle, WIDTH - space(8)));
  const muted: TextStyle = { face: 'regular', size: 11.5, colour: INK.onDarkMuted, lineGap: 11.5 * 0.45 };
  if (closing.text.length) y = writer.runs('P', closing.text, muted, MARGIN, y + space(4), WIDTH - space(16));
  y = drawButton(writer, closing.action.label, closing.action.url, MARGIN, y + space(8));
  if (closing.secondary) {
    const link = [{ text: `${closing.secondary.label} →`, bold: true, italic: false, href: closing.secondary.url }];
    y = writer.runs('P', link, { face: 'bold', size: 10.5, colour: INK.accent }, MARGIN, y + space(5), WIDTH);
  }
  writer.close();

  let top = Math.max(y + space(14), PAGE.height * 0.55);
  writer.artifact(() => writer.doc.rect(MARGIN, top, WIDTH, 0.5).fill(INK.onDarkMuted));
  top += space(6);
  const column = (WIDTH - space(8)) / 2;
  const value: TextStyle = { face: 'regular', size: 10.5, colour: INK.white, lineGap: 4 };
  writer.open('Sect');
  writer.text('H2', labels.contact, KICKER, MARGIN, top, column);
  let left = writer.text('P', contact.city, { face: 'bold', size: 13, colour: INK.white }, MARGIN, top + space(5), column) + space(1.5);
  left = writer.runs(
    'P',
    [{ text: contact.email, bold: false, italic: false, href: `mailto:${contact.email}` }],
    value,
    MARGIN,
    left,
    column,
  );
  left = writer.runs(
    'P',
    [{ text: contact.telephone, bold: false, italic: false, href: `tel:${contact.telephone.replace(/\s/g, '')}` }],
    value,
    MARGIN,
    left,
    column,
  );
  left = writer.text('P', contact.address, { ...value, colour: INK.onDarkMuted, size: 9.5 }, MARGIN, left + space(1), column);
  writer.text('P', contact.hours, { ...value, colour: INK.onDarkMuted, size: 9.5 }, MARGIN, left + space(1), column);
  writer.close();
  writer.open('Sect');
  const right = MARGIN + column + space(8);
  writer.text('H2', labels.online, KICKER, right, top, column);
  // The address on one line (a URL broken at a hyphen reads as two), smaller if it must be.
  const address = content.pageUrl.replace(/^https?:\/\//, '');
  writer.style({ ...value, size: 1 });
  const size = fittingSize([writer.doc.widthOfString(address)], column, value.size, 8);
  const link = [{ text: address, bold: false, italic: false, href: content.pageUrl }];
  writer.runs('P', link, { ...value, size }, right, top + space(5), column);
  writer.close();

  drawWordmark(writer, content.siteName, MARGIN, FOOT_Y, 22, INK.white, null);
  writer.artifact(() => {
    writer.style({ face: 'regular', size: 8.5, colour: INK.onDarkMuted });
    writer.doc.text(`© ${content.legalName}`, MARGIN, FOOT_Y + 7, { width: WIDTH, align: 'right', lineBreak: false });
  });
}
