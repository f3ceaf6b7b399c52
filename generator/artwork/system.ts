// The house style every artwork is drawn in: one palette, one ground, one line weight, one set of radii, and
// the same way of drawing papers, panels, nodes, connectors, charts and people. Motifs only compose these.
import { group, polyline, tag, type Attributes } from './svg.ts';

/** SPEC §9 and site/design/tokens.ts, plus two intermediate blues and one warm accent used once per artwork. */
export const colour = {
  navy: '#12152E',
  /** Panels standing on the navy ground. */
  navyRaised: '#1E2452',
  /** Outlines and rules on raised panels. */
  navyLine: '#333B80',
  primary: '#3947E4',
  blue: '#7581F2',
  tint: '#EBEDFC',
  surface: '#F4F5FA',
  white: '#FFFFFF',
  /** Rules and placeholder lines on paper. */
  rule: '#CBD0F2',
  amber: '#F2B33D',
  shadow: '#05061A',
} as const;

/** Line weights and radii, in artwork units (a 1600 × 1200 tile). */
export const line = { weight: 6, fine: 4 } as const;
export const radius = { panel: 24, paper: 16, small: 10 } as const;

export const TILE = { width: 1600, height: 1200 } as const;
const MOTIF_SCALE = 0.93;

/**
 * The whole file: the shared ground (navy, a 40-unit dot grid and a primary glow) under the motif. Without
 * the ground (`ground: false`) the file holds the motif alone, for measuring where it reaches.
 */
export function artwork(title: string, body: string[], options: { ground?: boolean } = {}): string {
  const ground = options.ground ?? true;
  const defs = tag('defs', {}, [
    tag('pattern', { id: 'dots', width: 40, height: 40, patternUnits: 'userSpaceOnUse' }, [
      tag('circle', { cx: 20, cy: 20, r: 2.5, fill: colour.white, 'fill-opacity': 0.1 }),
    ]),
    tag('radialGradient', { id: 'glow' }, [
      tag('stop', { offset: 0, 'stop-color': colour.primary, 'stop-opacity': 0.5 }),
      tag('stop', { offset: 1, 'stop-color': colour.primary, 'stop-opacity': 0 }),
    ]),
  ]);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${TILE.width} ${TILE.height}">`,
    `<!-- ${title}. Original artwork for Factor, CC BY 4.0. -->`,
    ...(ground
      ? [
          defs,
          tag('rect', { width: TILE.width, height: TILE.height, fill: colour.navy }),
          tag('rect', { width: TILE.width, height: TILE.height, fill: 'url(#dots)' }),
          tag('ellipse', { cx: 800, cy: 600, rx: 720, ry: 560, fill: 'url(#glow)' }),
        ]
      : []),
    // Motifs are drawn in x 230–1370, y 200–1000 and set slightly smaller about the centre, so every crop
    // (16:9 cards, the square of covers and share images) keeps them with room around.
    tag('g', { transform: `matrix(${MOTIF_SCALE} 0 0 ${MOTIF_SCALE} ${800 * (1 - MOTIF_SCALE)} ${600 * (1 - MOTIF_SCALE)})` }, body),
    '</svg>',
    '',
  ].join('\n');
}

export function rect(x: number, y: number, width: number, height: number, fill: string, rx = 0, extra: Attributes = {}): string {
  return tag('rect', { x, y, width, height, rx: rx || undefined, fill, ...extra });
}

export function circle(cx: number, cy: number, r: number, fill: string, extra: Attributes = {}): string {
  return tag('circle', { cx, cy, r, fill, ...extra });
}

/** The one shadow: the shape's own outline, dropped 18 units, no blur. */
export function shadow(x: number, y: number, width: number, height: number, rx: number): string {
  return rect(x, y + 18, width, height, colour.shadow, rx, { 'fill-opacity': 0.38 });
}

/** A paper surface (documents, screens, cards): white with the shared shadow. */
export function paper(x: number, y: number, width: number, height: number, fill: string = colour.white, rx: number = radius.paper): string {
  return shadow(x, y, width, height, rx) + rect(x, y, width, height, fill, rx);
}

/** A raised navy panel (platforms, models, containers of things): outlined in the line weight. */
export function panel(x: number, y: number, width: number, height: number, rx: number = radius.panel): string {
  return (
    shadow(x, y, width, height, rx) +
    rect(x, y, width, height, colour.navyRaised, rx, { stroke: colour.navyLine, 'stroke-width': line.fine })
  );
}

/** Lines of placeholder text: bars 12 high, 26 apart, never letters. */
export function textLines(x: number, y: number, widths: number[], fill: string = colour.rule, gap = 26, height = 12): string {
  return widths.map((width, index) => rect(x, y + index * gap, width, height, fill, height / 2)).join('');
}

/** A pill: a value, a tag, a button. */
export function pill(x: number, y: number, width: number, height: number, fill: string, extra: Attributes = {}): string {
  return rect(x, y, width, height, fill, height / 2, extra);
}

export type DocumentKind = 'text' | 'table' | 'form' | 'certificate';

/**
 * A document page: paper, a primary mark top left, then text, a table, form fields or a certificate's
 * result grid. `accent` colours one line (the value that matters).
 */
export function documentPage(x: number, y: number, width: number, height: number, kind: DocumentKind = 'text', accent?: string): string {
  const pad = Math.round(width * 0.12);
  const inner = width - 2 * pad;
  const parts = [paper(x, y, width, height), rect(x + pad, y + pad, Math.round(inner * 0.3), 16, colour.primary, 8)];
  const top = y + pad + 44;
  if (kind === 'text') {
    const widths = [1, 0.86, 0.94, 0.7, 1, 0.9, 0.58, 0.96, 0.8].map((share) => Math.round(inner * share));
    const rows = Math.max(2, Math.floor((height - pad * 2 - 44) / 30));
    parts.push(textLines(x + pad, top, widths.slice(0, rows), colour.rule, 30));
    if (accent) parts.push(rect(x + pad, top + 2 * 30, Math.round(inner * 0.94), 12, accent, 6));
  } else if (kind === 'table') {
    const rows = Math.max(2, Math.floor((height - pad * 2 - 60) / 34));
    parts.push(rect(x + pad, top, inner, 14, colour.tint, 7));
    for (let row = 0; row < rows; row++) {
      const rowY = top + 34 + row * 34;
      parts.push(
        rect(x + pad, rowY, Math.round(inner * 0.42), 10, colour.rule, 5),
        rect(x + pad + Math.round(inner * 0.62), rowY, Math.round(inner * 0.38), 10, row === 1 && accent ? accent : colour.rule, 5),
      );
    }
  } else if (kind === 'form') {
    const rows = Math.max(1, Math.floor((height - pad * 2 - 44) / 64));
    for (let row = 0; row < rows; row++) {
      const rowY = top + row * 64;
      parts.push(rect(x + pad, rowY, Math.round(inner * 0.4), 10, colour.rule, 5));
      parts.push(
        rect(x + pad, rowY + 20, inner, 26, colour.surface, 8, { stroke: row === 0 && accent ? accent : colour.rule, 'stroke-width': 3 }),
      );
    }
  } else {
    parts.push(textLines(x + pad, top, [inner, Math.round(inner * 0.7)], colour.rule, 30));
    const cell = Math.round((inner - 2 * 12) / 3);
    for (let row = 0; row < 2; row++) {
      for (let column = 0; column < 3; column++) {
        const fill = accent && row === 1 && column === 2 ? accent : colour.tint;
        parts.push(rect(x + pad + column * (cell + 12), top + 76 + row * (cell * 0.6 + 12), cell, Math.round(cell * 0.6), fill, 8));
      }
    }
    // The seal: a ring at the foot of the page.
    parts.push(circle(x + width - pad - 26, y + height - pad - 26, 22, 'none', { stroke: colour.primary, 'stroke-width': line.fine }));
  }
  return parts.join('');
}

export type NodeTone = 'ring' | 'solid' | 'accent' | 'paper';

/** A node: a point in a network, a stop on a route, a step. */
export function node(cx: number, cy: number, r = 18, tone: NodeTone = 'ring'): string {
  if (tone === 'ring') return circle(cx, cy, r, colour.navy, { stroke: colour.blue, 'stroke-width': line.weight });
  if (tone === 'solid') return circle(cx, cy, r, colour.primary, { stroke: colour.blue, 'stroke-width': line.weight });
  if (tone === 'paper') return circle(cx, cy, r, colour.white);
  return circle(cx, cy + 6, r, colour.shadow, { 'fill-opacity': 0.45 }) + circle(cx, cy, r, colour.amber);
}

/** A connector: solid for structure, dotted for things that flow. Ends are always round. */
export function connector(d: string, options: { dotted?: boolean; stroke?: string; width?: number } = {}): string {
  return tag('path', {
    d,
    fill: 'none',
    stroke: options.stroke ?? colour.blue,
    'stroke-width': options.width ?? line.weight,
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'stroke-dasharray': options.dotted ? `0 ${(options.width ?? line.weight) * 3}` : undefined,
  });
}

/** A tick in a disc: checked, approved, trusted. */
export function check(cx: number, cy: number, r: number, fill: string = colour.primary, mark: string = colour.white): string {
  const s = r / 24;
  return (
    circle(cx, cy, r, fill) +
    connector(
      polyline([
        [cx - 10 * s, cy + 1 * s],
        [cx - 3 * s, cy + 8 * s],
        [cx + 11 * s, cy - 7 * s],
      ]),
      { stroke: mark, width: Math.max(4, 5 * s) },
    )
  );
}

/** A person, as a head and shoulders glyph (reviewers, owners, people in the loop). */
export function person(cx: number, cy: number, size: number, fill: string): string {
  const head = size * 0.26;
  return group({}, [
    circle(cx, cy - size * 0.2, head, fill),
    tag('path', {
      d:
        `M${cx - size * 0.42} ${cy + size * 0.5}C${cx - size * 0.42} ${cy + size * 0.12} ${cx - size * 0.22} ${cy + size * 0.1} ` +
        `${cx} ${cy + size * 0.1}S${cx + size * 0.42} ${cy + size * 0.12} ${cx + size * 0.42} ${cy + size * 0.5}Z`,
      fill,
    }),
  ]);
}

/** Vertical bars standing on a baseline, rounded at the top only by their small radius. */
export function barChart(x: number, baseline: number, heights: number[], width: number, gap: number, fills: string[]): string {
  return heights
    .map((height, index) => rect(x + index * (width + gap), baseline - height, width, height, fills[index % fills.length]!, 6))
    .join('');
}

/** An area under a line, in the primary colour fading to nothing (gradient id must be unique per file). */
export function areaGradient(id: string, stopColour: string = colour.primary): string {
  return tag('linearGradient', { id, x1: 0, y1: 0, x2: 0, y2: 1 }, [
    tag('stop', { offset: 0, 'stop-color': stopColour, 'stop-opacity': 0.55 }),
    tag('stop', { offset: 1, 'stop-color': stopColour, 'stop-opacity': 0 }),
  ]);
}

/** The one projection for objects with depth: 2:1 isometric, u to the lower right, v to the lower left, h up. */
export function iso(cx: number, cy: number, u: number, v: number, h = 0): [number, number] {
  return [cx + u - v, cy + (u + v) / 2 - h];
}

/**
 * A box in that projection, its top optionally smaller than its base (an ingot as cast): the two faces towards
 * the viewer in shade, the top in `top`.
 */
export function isoBox(
  cx: number,
  cy: number,
  size: { u: number; v: number; h: number; taper?: number },
  fills: { top: string; left: string; right: string },
): string {
  const { u, v, h } = size;
  const t = size.taper ?? 0;
  const at = (pu: number, pv: number, ph: number) => iso(cx, cy, pu, pv, ph).join(' ');
  const face = (points: string[], fill: string) =>
    tag('path', {
      d: `M${points.join('L')}Z`,
      fill,
      stroke: colour.navy,
      'stroke-opacity': 0.35,
      'stroke-width': 3,
      'stroke-linejoin': 'round',
    });
  return [
    face([at(0, v, 0), at(u, v, 0), at(u - t, v - t, h), at(t, v - t, h)], fills.left),
    face([at(u, 0, 0), at(u, v, 0), at(u - t, v - t, h), at(u - t, t, h)], fills.right),
    face([at(t, t, h), at(u - t, t, h), at(u - t, v - t, h), at(t, v - t, h)], fills.top),
  ].join('');
}
