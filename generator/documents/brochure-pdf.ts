import type { BrochureContent } from './brochure-content.ts';
import type { BrochureFonts } from './brochure-fonts.ts';
import { planBrochure, type BrochurePlan, type Unit, type UnitKind } from './brochure-plan.ts';
import { drawBackCover, drawCover } from './draw-covers.ts';
import { drawContents, drawRunningHeads } from './draw-running-heads.ts';
import { drawUnit } from './draw-unit.ts';
import { containerOf, gapBefore, keepHeight, placement } from './flow.ts';
import { createDocument, createMeasurer, finish, INSIDE_MARGINS, PdfWriter } from './pdf-writer.ts';
import { AREA, space } from './pdf-style.ts';

/**
 * A brochure as a designed PDF: the cover, the inside pages (contents when there are enough sections, every
 * section, running heads) and the back cover with the call to action and the office's details. Typeset twice:
 * the first pass finds the page each section lands on, which the contents list then prints. Deterministic.
 */
export async function createBrochurePdf(content: BrochureContent, art: Buffer | null, fonts: BrochureFonts): Promise<Buffer> {
  const plan = planBrochure(content);
  const first = await typeset(content, plan, art, fonts, null);
  if (!plan.contents) return first.pdf;
  const second = await typeset(content, plan, art, fonts, first.pages);
  // The contents list takes the same room in both passes, so nothing moves; a change would print wrong numbers.
  if ([...first.pages].some(([anchor, page]) => second.pages.get(anchor) !== page))
    throw new Error(`The contents of "${content.title}" moved between passes`);
  return second.pdf;
}

async function typeset(
  content: BrochureContent,
  plan: BrochurePlan,
  art: Buffer | null,
  fonts: BrochureFonts,
  pages: Map<string, number> | null,
) {
  const doc = await createDocument(
    { title: content.title, language: content.language, author: content.siteName, subject: content.description },
    fonts,
  );
  const writer = new PdfWriter(doc, false, await measurerFor(fonts));
  writer.open('Document');
  drawCover(writer, content, art);
  doc.addPage({ size: 'A4', margins: INSIDE_MARGINS });
  let y = AREA.top;
  if (plan.contents) y = drawContents(writer, content.labels.contents, plan.contents, pages, y) + space(10);
  const landed = flowUnits(writer, plan.units, y);
  drawBackCover(writer, content, plan.closing);
  writer.close();
  drawRunningHeads(writer, content.title, content.siteName, new URL(content.siteUrl).host, doc.bufferedPageRange().count);
  return { pdf: await finish(doc), pages: landed };
}

const measurers = new WeakMap<BrochureFonts, Promise<PdfWriter>>();

/** One scratch page per set of fonts, for every brochure of a build: its layout caches stay warm. */
function measurerFor(fonts: BrochureFonts): Promise<PdfWriter> {
  let measurer = measurers.get(fonts);
  if (!measurer) measurers.set(fonts, (measurer = createMeasurer(fonts)));
  return measurer;
}

/** Places every unit on the inside pages, starting new pages as needed; returns each section's page number. */
function flowUnits(writer: PdfWriter, units: Unit[], start: number): Map<string, number> {
  const doc = writer.doc;
  const pages = new Map<string, number>();
  // Units are always as wide as the text area: their heights do not depend on where they land.
  const heights = units.map((unit) => writer.heightOf((measurer, top) => drawUnit(measurer, unit, AREA.left, top, AREA.width)));
  let y = start;
  let previous: UnitKind | null = null;
  let sectionOpen = false;
  let container: string | null = null;
  units.forEach((unit, index) => {
    const closesContainer = container && (containerOf(unit.kind) !== container || previous !== unit.kind || endsRun(units[index - 1]));
    if (closesContainer) {
      writer.close();
      container = null;
    }
    if (unit.kind === 'heading') {
      if (sectionOpen) writer.close();
      writer.open('Sect');
      sectionOpen = true;
    }
    const height = heights[index]!;
    const keep = keepHeight(units, heights, index, AREA.bottom - AREA.top);
    let top = y <= AREA.top ? AREA.top : y + gapBefore(previous, unit.kind);
    if (placement(top, height, keep, AREA) === 'next-page') {
      doc.addPage({ size: 'A4', margins: INSIDE_MARGINS });
      top = AREA.top;
    }
    const shared = containerOf(unit.kind);
    if (shared && !container) {
      writer.open(shared);
      container = shared;
    }
    if (unit.kind === 'heading' && unit.number) {
      pages.set(unit.anchor, doc.bufferedPageRange().count);
      doc.addNamedDestination(unit.anchor);
      doc.outline.addItem(unit.title);
    }
    y = drawUnit(writer, unit, AREA.left, top, AREA.width);
    previous = unit.kind;
  });
  if (container) writer.close();
  if (sectionOpen) writer.close();
  return pages;
}

/** The last item of a list or timeline: the next one of the same kind starts another list. */
function endsRun(unit: Unit | undefined): boolean {
  return unit !== undefined && 'last' in unit && unit.last;
}
