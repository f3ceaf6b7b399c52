import type { TextStyle } from './pdf-writer.ts';
import { INK, LEADING, SIZE, TRACKING } from './pdf-style.ts';

/** The named text styles of the inside pages; every renderer sets type through these. */
export const BODY: TextStyle = { face: 'regular', size: SIZE.body, colour: INK.text, lineGap: SIZE.body * LEADING.body };
export const MUTED: TextStyle = { ...BODY, colour: INK.textMuted };
export const LEDE: TextStyle = { face: 'regular', size: SIZE.lede, colour: INK.textMuted, lineGap: SIZE.lede * LEADING.lede };
export const HEADING: TextStyle = {
  face: 'bold',
  size: SIZE.heading,
  colour: INK.text,
  lineGap: SIZE.heading * LEADING.heading,
  characterSpacing: SIZE.heading * TRACKING.display,
};
export const SUBHEADING: TextStyle = { face: 'bold', size: SIZE.subheading, colour: INK.text, lineGap: SIZE.subheading * LEADING.heading };
export const ITEM_TITLE: TextStyle = { face: 'bold', size: 11, colour: INK.text, lineGap: 2 };
export const KICKER: TextStyle = {
  face: 'bold',
  size: SIZE.kicker,
  colour: INK.primary,
  characterSpacing: TRACKING.kicker,
  uppercase: true,
};
export const SMALL: TextStyle = { face: 'regular', size: SIZE.small, colour: INK.textMuted, lineGap: SIZE.small * 0.35 };
export const LABEL: TextStyle = { face: 'semibold', size: SIZE.small, colour: INK.text, lineGap: SIZE.small * 0.3 };
