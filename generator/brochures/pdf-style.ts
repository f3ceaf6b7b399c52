// The brochure's print design in one place: A4 geometry, the site's colours and a type scale that prints well.
import { colour } from '../../site/design/tokens.ts';

/** A4 portrait, in points (1/72 inch). */
export const PAGE = { width: 595.28, height: 841.89 } as const;

const SIDE = 56;
/** The inside pages' text area: the running header sits above `top`, the footer below `bottom`. */
export const AREA = {
  left: SIDE,
  right: PAGE.width - SIDE,
  width: PAGE.width - 2 * SIDE,
  top: 92,
  bottom: PAGE.height - 78,
} as const;

/** Two columns of the text area. */
export const GUTTER = 24;
export const COLUMN = (AREA.width - GUTTER) / 2;

/** The site's colours (site/design/tokens.ts), the only ones the PDF uses. */
export const INK = colour;

/** Point sizes: the site's type scale (body 17px, h3 21px, h2 up to 40px), scaled for paper. */
export const SIZE = {
  coverTitle: 34,
  heading: 21,
  lede: 13,
  subheading: 12.5,
  body: 10,
  small: 8.5,
  kicker: 7.5,
  figure: 28,
  outcomeFigure: 20,
  closingTitle: 24,
} as const;

/** Extra space between lines, as a fraction of the size: body text at 1.5, headings tighter. */
export const LEADING = { body: 0.5, heading: 0.15, lede: 0.4 } as const;

/** Vertical rhythm: multiples of 4 points (SPEC §9's 0.5rem unit, on paper). */
export function space(units: number): number {
  return units * 4;
}

/** Tracking of uppercase kickers, in points, and of large bold type (the site's -0.02em). */
export const TRACKING = { kicker: 1.1, display: -0.02 } as const;

/** Resolution of the cover art, in pixels per inch: the art prints sharp at 300. */
export const ART_RESOLUTION = 300;
