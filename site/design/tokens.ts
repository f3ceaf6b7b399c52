// The design constants of SPEC §9, in one place. Components read them from here; never repeat a value.
import { MAX_COUNTED_COLUMNS } from '../shared/grid-columns.ts';

/** Colours. Text colours are checked against their backgrounds for WCAG AA in tests/unit/design-tokens.test.ts. */
export const colour = {
  primary: '#3947E4',
  /** Hover and pressed state of primary surfaces. */
  primaryDark: '#2B37C2',
  /** Tint behind primary text or icons. */
  primaryTint: '#EBEDFC',
  text: '#12152E',
  textMuted: '#4B5068',
  background: '#FFFFFF',
  surface: '#F4F5FA',
  grey: '#E4E6EF',
  border: '#CDD0DE',
  dark: '#12152E',
  white: '#FFFFFF',
  /** Required-field asterisks and error messages (SPEC §5: a red asterisk). */
  danger: '#C4272F',
  success: '#1D7A46',
  /** Text on dark and primary bands that is not the main text (labels, contexts). */
  onDarkMuted: '#C9CDF0',
  /** The artwork's warm accent, used sparingly outside it (a figure's rule, a step's marker). */
  accent: '#F2B33D',
} as const;

/** SPEC §9: the base unit is 0.5rem; spacing is a multiple of it. */
export const BASE_UNIT_REM = 0.5;
export function space(units: number): string {
  return `${units * BASE_UNIT_REM}rem`;
}

export const lineHeight = 1.25;
export const bodyLineHeight = 1.6;

/** The type stack: Inter, which every page preloads, then the local fallback shaped like it (site/design/fonts.css). */
export const fontStacks = {
  web: "'Inter', 'Inter fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

export const font = {
  /** The custom property global-styles.ts sets to one of the stacks. */
  family: 'var(--font-text)',
  weightRegular: 400,
  weightBold: 700,
} as const;

/** SPEC §9: button transition 0.05s; focus border 2px. */
export const buttonTransition = '0.05s';
export const focusBorderWidth = '2px';
export const focusRing = `${focusBorderWidth} solid ${colour.primary}`;

/** SPEC §9 grids: card columns min(18rem) or 50%; logo columns min(18rem) or 48%. */
export const cardGridColumns = 'repeat(auto-fill, minmax(min(18rem, 50%), 1fr))';
/** The card grid's columns, stretched to fill the row when there are fewer cards than columns. */
export const cardGridColumnsStretched = cardGridColumns.replace('auto-fill', 'auto-fit');
export const logoGridColumns = 'repeat(auto-fill, minmax(min(18rem, 48%), 1fr))';
/** The logo grid's columns, stretched to fill the row when there are fewer cells than columns. */
export const logoGridColumnsStretched = logoGridColumns.replace('auto-fill', 'auto-fit');

/** SPEC §9: post text at most 40rem; lead title clamp(4rem … 5rem); lead at least 90vh tall. */
export const postTextMaxWidth = '40rem';
export const leadTitleSize = 'clamp(4rem, 3rem + 3vw, 5rem)';
/**
 * Under the mobile breakpoint a 4rem title does not fit a 20rem-wide phone without breaking words, so the
 * lead title scales down from the SPEC's 4rem floor there.
 */
export const leadTitleSizeMobile = 'clamp(2rem, 8.5vw, 4rem)';
export const leadMinHeight = '90vh';

/** SPEC §9 breakpoints. */
export const breakpoint = {
  mobile: '50rem',
  postMedium: '60rem',
  postLarge: '70rem',
} as const;
export const media = {
  /** Narrower than the mobile breakpoint. */
  mobile: `@media (max-width: ${breakpoint.mobile})`,
  desktop: `@media (min-width: ${breakpoint.mobile})`,
  postMedium: `@media (min-width: ${breakpoint.postMedium})`,
  postLarge: `@media (min-width: ${breakpoint.postLarge})`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;
/** The same screens for a script (matchMedia): the phone's layout, and the wide one beside it. */
export const mediaQuery = {
  mobile: `(max-width: ${breakpoint.mobile})`,
  wide: `not all and (max-width: ${breakpoint.mobile})`,
} as const;

/** SPEC §9: the small modal is at most 30rem wide. */
export const modalSmallMaxWidth = '30rem';

/** SPEC §9: the image placeholder fades out over 500 ms, linearly. */
export const placeholderFade = '500ms linear';

/**
 * SPEC §9: animations follow a spring of tension 170 and friction 26 (react-spring's default). As CSS, a
 * critically damped spring of that stiffness settles in about 0.4 s with this curve.
 */
export const spring = { tension: 170, friction: 26, duration: '400ms', easing: 'cubic-bezier(0.22, 1, 0.36, 1)' } as const;

/** The page's horizontal padding and widest content: the one content grid every template shares. */
export const pagePadding = space(4);
export const pagePaddingMobile = space(2.5);
export const pageMaxWidth = '80rem';
/** The width of an introduction or a reading column beside something else. */
export const introMaxWidth = '46rem';

/**
 * The type scale. Headings balance their lines (no one-word last line) and paragraphs avoid orphans. Display
 * is the full-height lead's title (SPEC §9); h1 the inline leads' and page titles.
 */
export const typeScale = {
  display: leadTitleSize,
  displayMobile: leadTitleSizeMobile,
  /* About 30px on a 375px phone, so that a French word of twelve letters and the next share a line. */
  h1: 'clamp(1.875rem, 1.2rem + 2.9vw, 3.5rem)',
  h2: 'clamp(1.75rem, 1.4rem + 1.2vw, 2.5rem)',
  h3: '1.3125rem',
  lede: 'clamp(1.125rem, 1.05rem + 0.3vw, 1.3125rem)',
  body: '1.0625rem',
  small: '0.875rem',
  kicker: '0.8125rem',
  /** The figures of a figures band or an outcome. */
  figure: 'clamp(2.5rem, 2rem + 2vw, 3.5rem)',
} as const;

/** Section rhythm: the vertical space of a band, and the tones bands alternate between. */
export const sectionSpace = { desktop: space(12), mobile: space(7) } as const;
export const SECTION_TONES = ['default', 'surface', 'dark', 'primary'] as const;
export type SectionTone = (typeof SECTION_TONES)[number];

/**
 * Rules for a grid that carries `data-columns` (site/shared/grid-columns.ts): at most that many columns, each at least
 * `minimum` wide, so a narrow screen still drops to fewer. Written out for every count, since the page's
 * Content-Security-Policy allows no inline style to pass the number as a custom property.
 */
export function countedColumns(minimum: string, gap: string): string {
  return Array.from({ length: MAX_COUNTED_COLUMNS - 1 }, (_, index) => index + 2)
    .map(
      (columns) =>
        `&[data-columns='${columns}'] { grid-template-columns: repeat(auto-fill, ` +
        `minmax(max(${minimum}, calc((100% - ${columns - 1} * ${gap}) / ${columns})), 1fr)); }`,
    )
    .join('\n');
}
