import type { BrochureFonts, FontFace } from './brochure-fonts.ts';
import { FONT_FACES } from './brochure-fonts.ts';
import { AREA, PAGE } from './pdf-style.ts';
import { openEveryFace, shapeAsMeasured } from './shared-shaping.ts';
import type { Run } from './rich-runs.ts';
import { balancedWidth } from './fit-type.ts';

type Pdf = PDFKit.PDFDocument;
type Structure = PDFKit.PDFStructureElement;

/** A fixed date: a PDF made twice from the same content is the same file. */
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

/** Margins of the inside pages: pdfkit breaks text that overruns the text area onto a new page. */
export const INSIDE_MARGINS = { top: AREA.top, bottom: PAGE.height - AREA.bottom, left: AREA.left, right: PAGE.width - AREA.right };
/** Covers are placed by hand; no margin may push their text onto another page. */
export const COVER_MARGINS = { top: 0, bottom: 0, left: 0, right: 0 };

export interface TextStyle {
  face: FontFace;
  size: number;
  colour: string;
  /** Extra space between lines, in points. */
  lineGap?: number;
  characterSpacing?: number;
  align?: 'left' | 'right' | 'center';
  /** Set in capitals; the text keeps its own case for assistive technology (ActualText). */
  uppercase?: boolean;
  /** Whether links are underlined (as in running text); not on buttons. Default: true. */
  underlineLinks?: boolean;
}

/**
 * Draws on a pdfkit PDF and tags what it draws. The same drawing code also measures: a writer made by
 * `createMeasurer` draws on a tall scratch page, untagged, and the height drawn is the height a piece needs.
 */
export class PdfWriter {
  private readonly parents: Structure[] = [];
  private inArtifact = false;

  /** The writer that measures for this one (itself, when it measures). */
  private measurer: PdfWriter;

  constructor(
    readonly doc: Pdf,
    readonly measuring: boolean,
    measurer?: PdfWriter,
  ) {
    this.measurer = measurer ?? this;
  }

  /** The height `draw` takes, drawn on the scratch page (`draw` gets a writer and the y to start at). */
  heightOf(draw: (writer: PdfWriter, y: number) => number): number {
    const start = 100;
    return draw(this.measurer, start) - start;
  }

  /** A structure element holding what `draw` tags inside it (a section, a list, a list item). */
  group(type: string, draw: () => void, options: PDFKit.Mixins.StructureElementOptions = {}): void {
    if (this.measuring) return draw();
    const element = this.doc.struct(type, options);
    this.attach(element);
    this.parents.push(element);
    try {
      draw();
    } finally {
      this.parents.pop();
      element.end();
    }
  }

  /** Opens a structure element that later content goes into until `close` (a section that spans pages). */
  open(type: string): void {
    if (this.measuring) return;
    const element = this.doc.struct(type);
    this.attach(element);
    this.parents.push(element);
  }

  close(): void {
    if (this.measuring) return;
    this.parents.pop()?.end();
  }

  /** Content drawn by `draw`, tagged as one element (a heading, a paragraph's span, a link, a figure). */
  leaf(type: string, draw: () => void, options: PDFKit.Mixins.StructureElementOptions = {}): void {
    if (this.measuring) return draw();
    this.attach(this.doc.struct(type, options, draw));
  }

  /**
   * A link to a named destination in the PDF (a section), tagged as a Link around what `draw` draws;
   * `draw` returns the area to make clickable. Named, so a link may point to a page not made yet.
   */
  linkTo(name: string, draw: () => { x: number; y: number; width: number; height: number }): void {
    if (this.measuring) {
      draw();
      return;
    }
    const element = this.doc.struct('Link');
    this.attach(element);
    let area = { x: 0, y: 0, width: 0, height: 0 };
    element.add(() => {
      area = draw();
    });
    this.doc.goTo(area.x, area.y, area.width, area.height, name, { structParent: element } as object);
    element.end();
  }

  /** Decoration a reader need not hear (rules, tiles, backgrounds, running heads). */
  artifact(draw: () => void, type?: 'Pagination' | 'Layout'): void {
    // Marked content does not nest here: pdfkit closes an open artifact when another one opens.
    if (this.measuring || this.inArtifact) return draw();
    this.doc.markContent('Artifact', type ? { type } : undefined);
    this.inArtifact = true;
    try {
      draw();
    } finally {
      this.inArtifact = false;
      this.doc.endMarkedContent();
    }
  }

  private attach(element: Structure): void {
    const parent = this.parents.at(-1);
    if (parent) parent.add(element);
    else this.doc.addStructure(element);
  }

  style(style: TextStyle): this {
    this.doc.font(style.face).fontSize(style.size).fillColor(style.colour);
    // Each face's words as the measurer shaped them (shared-shaping.ts), from the first time the face is set.
    if (!this.measuring && !this.shaped.has(style.face)) {
      shapeAsMeasured(this.doc, this.measurer.doc, style.face);
      this.shaped.add(style.face);
    }
    return this;
  }

  /** Faces whose words this PDF takes as the measurer shaped them. */
  private readonly shaped = new Set<FontFace>();

  /** The width at which `text` in `style` wraps into lines of even length (see `balancedWidth`). */
  balanced(text: string, style: TextStyle, width: number): number {
    this.style(style);
    const options = { lineGap: style.lineGap ?? 0, characterSpacing: style.characterSpacing ?? 0 };
    const lineHeight = this.doc.heightOfString('M', { ...options, width });
    return balancedWidth((candidate) => Math.round(this.doc.heightOfString(text, { ...options, width: candidate }) / lineHeight), width);
  }

  /** One string in one style at (x, y), `width` wide; returns the y below it. Tagged as `type`. */
  text(type: string | null, text: string, style: TextStyle, x: number, y: number, width: number): number {
    const shown = style.uppercase ? text.toUpperCase() : text;
    const draw = () => {
      this.style(style).doc.text(shown, x, y, {
        width,
        lineGap: style.lineGap ?? 0,
        characterSpacing: style.characterSpacing ?? 0,
        align: style.align ?? 'left',
      });
    };
    if (type) this.leaf(type, draw, style.uppercase ? { actual: text } : {});
    else draw();
    return this.doc.y;
  }

  /**
   * Runs as one paragraph (bold, emphasis, links) at (x, y), `width` wide, tagged as `type` with a Span or a
   * Link per run; returns the y below it. Links are underlined in the style's colour, as on the web.
   */
  runs(type: string, runs: Run[], style: TextStyle, x: number, y: number, width: number): number {
    if (runs.length === 0) return y;
    this.group(type, () => {
      runs.forEach((run, index) => {
        const face: FontFace = run.bold ? (run.italic ? 'boldItalic' : 'bold') : run.italic ? 'italic' : style.face;
        const options: PDFKit.Mixins.TextOptions = {
          width,
          lineGap: style.lineGap ?? 0,
          align: style.align ?? 'left',
          continued: index < runs.length - 1,
          ...(run.href ? { link: run.href, underline: style.underlineLinks ?? true } : {}),
        };
        this.leaf(run.href ? 'Link' : 'Span', () => {
          this.style({ ...style, face });
          if (index === 0) this.doc.text(run.text, x, y, options);
          else this.doc.text(run.text, options);
        });
      });
    });
    return this.doc.y;
  }
}

function baseOptions(title: string, language: string, author: string, subject: string): PDFKit.PDFDocumentOptions {
  return {
    autoFirstPage: false,
    pdfVersion: '1.7',
    lang: language,
    displayTitle: true,
    info: {
      Title: title,
      Author: author,
      Subject: subject,
      Creator: author,
      Producer: author,
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  };
}

function registerFonts(doc: Pdf, faces: Record<FontFace, unknown>): void {
  for (const face of FONT_FACES) doc.registerFont(face, faces[face] as PDFKit.Mixins.PDFFontSource);
}

/** The tagged PDF a brochure is drawn on, its pages kept until the end for the running heads. */
export async function createPdf(
  meta: { title: string; language: string; author: string; subject: string },
  fonts: BrochureFonts,
): Promise<Pdf> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ ...baseOptions(meta.title, meta.language, meta.author, meta.subject), tagged: true, bufferPages: true });
  registerFonts(doc, fonts.facesForPdf());
  return doc;
}

/** A scratch page so tall nothing breaks onto another, for measuring pieces before placing them. */
export async function createMeasurer(fonts: BrochureFonts): Promise<PdfWriter> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ ...baseOptions('', 'en', '', ''), compress: false });
  registerFonts(doc, fonts.faces);
  openEveryFace(doc);
  doc.addPage({ size: [PAGE.width, 1_000_000], margins: { top: 0, bottom: 0, left: AREA.left, right: PAGE.width - AREA.right } });
  // Its output is never read; reading it keeps the stream from holding everything in memory.
  doc.on('data', () => {});
  return new PdfWriter(doc, true);
}

/** The finished file. */
export function finish(doc: Pdf): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.end();
  return done;
}
