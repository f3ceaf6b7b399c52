import type { BrochureContent } from './brochure-content.ts';
import type { BrochureFonts } from './brochure-fonts.ts';
import { planBrochure, type BrochurePlan, type Unit, type UnitKind } from './brochure-plan.ts';
import { drawBackCover, drawCover } from './draw-covers.ts';
import { drawContents, drawRunningHeads } from './draw-running-heads.ts';
import { drawUnit, lineStyleOf, measureUnit } from './draw-unit.ts';
import { containerOf } from './flow.ts';
import { paginate, type Placement, type UnitMeasure } from './paginate.ts';
import { createPdf, createMeasurer, finish, INSIDE_MARGINS, PdfWriter } from './pdf-writer.ts';
import { AREA, space } from './pdf-style.ts';

/** Where everything on the inside pages goes. */
export interface BrochureLayout {
  plan: BrochurePlan;
  /** Where the units start on the first inside page: below the contents, if the brochure lists them. */
  start: number;
  measures: UnitMeasure[];
  /** Every unit, or each part of one broken across two pages, in order. */
  placements: Placement[];
}

/**
 * A brochure as a designed PDF: the cover, the inside pages (contents when there are enough sections, every
 * section, running heads) and the back cover with the call to action and the office's details. Typeset twice:
 * the first pass finds the page each section lands on, which the contents list then prints. Deterministic.
 */
export async function createBrochurePdf(content: BrochureContent, art: Buffer | null, fonts: BrochureFonts): Promise<Buffer> {
  const layout = await layoutBrochure(content, fonts);
  const first = await typeset(content, layout, art, fonts, null);
  if (!layout.plan.contents) return first.pdf;
  const second = await typeset(content, layout, art, fonts, first.pages);
  // The contents list takes the same room in both passes, so nothing moves; a change would print wrong numbers.
  if ([...first.pages].some(([anchor, page]) => second.pages.get(anchor) !== page))
    throw new Error(`The contents of "${content.title}" moved between passes`);
  return second.pdf;
}

/**
 * The inside pages' layout: the units measured on the scratch page (as wide as the text area wherever they land,
 * so their heights do not depend on where), then paginated (paginate.ts).
 */
export async function layoutBrochure(content: BrochureContent, fonts: BrochureFonts): Promise<BrochureLayout> {
  const plan = planBrochure(content);
  const measurer = await measurerFor(fonts);
  const contents = plan.contents;
  const start = contents
    ? AREA.top + measurer.heightOf((writer, top) => drawContents(writer, content.labels.contents, contents, null, top)) + space(10)
    : AREA.top;
  const measures = plan.units.map((unit) => measureUnit(measurer, unit));
  return { plan, start, measures, placements: paginate(plan.units, measures, AREA, start) };
}

async function typeset(
  content: BrochureContent,
  layout: BrochureLayout,
  art: Buffer | null,
  fonts: BrochureFonts,
  pages: Map<string, number> | null,
) {
  const doc = await createPdf(
    { title: content.title, language: content.language, author: content.siteName, subject: content.description },
    fonts,
  );
  const writer = new PdfWriter(doc, false, await measurerFor(fonts));
  writer.open('Document');
  drawCover(writer, content, art);
  doc.addPage({ size: 'A4', margins: INSIDE_MARGINS });
  if (layout.plan.contents) drawContents(writer, content.labels.contents, layout.plan.contents, pages, AREA.top);
  const landed = flowUnits(writer, layout);
  drawBackCover(writer, content, layout.plan.closing);
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

/** Draws every unit where the layout places it, starting pages as it goes; returns the page each section starts on. */
function flowUnits(writer: PdfWriter, { plan: { units }, measures, placements }: BrochureLayout): Map<string, number> {
  const doc = writer.doc;
  const current = () => doc.bufferedPageRange().count - 1;
  const pages = new Map<string, number>();
  // The layout counts pages from the first inside page; a unit taller than a page runs over onto more.
  const first = current();
  let over = 0;
  let previous: UnitKind | null = null;
  let sectionOpen = false;
  let container: string | null = null;
  for (const placed of placements) {
    // The rest of a unit broken across two pages: drawn with its first part.
    if (placed.lines && placed.lines.from > 0) continue;
    const index = placed.unit;
    const unit = units[index]!;
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
    const page = first + placed.page + over;
    while (current() < page) doc.addPage({ size: 'A4', margins: INSIDE_MARGINS });
    const shared = containerOf(unit.kind);
    if (shared && !container) {
      writer.open(shared);
      container = shared;
    }
    if (unit.kind === 'heading' && unit.number) {
      pages.set(unit.anchor, page + 1);
      doc.addNamedDestination(unit.anchor);
      doc.outline.addItem(unit.title);
    }
    if (placed.lines) drawBroken(writer, unit, placed, measures[index]!.line!);
    else drawUnit(writer, unit, AREA.left, placed.top, AREA.width);
    over += Math.max(0, current() - page - (placed.lines ? 1 : 0));
    previous = unit.kind;
  }
  if (container) writer.close();
  if (sectionOpen) writer.close();
  return pages;
}

/**
 * A paragraph or list item whose first `lines.to` lines end the page: the page's foot is set just below them
 * while it is drawn, and pdfkit carries the lines after them over to a new page, in the same tags.
 */
function drawBroken(writer: PdfWriter, unit: Unit, placed: Placement, line: number): void {
  const page = writer.doc.page;
  const glyphs = writer.style(lineStyleOf(unit)!).doc.currentLineHeight(true);
  const margins = page.margins;
  // pdfkit starts a new page after a line when the next one's glyphs would pass the foot.
  page.margins = { ...margins, bottom: page.height - (placed.top + (placed.lines!.to - 1) * line + glyphs + 0.01) };
  try {
    drawUnit(writer, unit, AREA.left, placed.top, AREA.width);
  } finally {
    page.margins = margins;
  }
}

/** The last item of a list or timeline: the next one of the same kind starts another list. */
function endsRun(unit: Unit | undefined): boolean {
  return unit !== undefined && 'last' in unit && unit.last;
}
