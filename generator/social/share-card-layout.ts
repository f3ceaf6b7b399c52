// The layout of a page's share image (Open Graph / Twitter card), as the element tree satori lays out.
// Pure: same input, same tree. Colours and type follow SPEC §9 (primary background, Inter).

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

export interface ShareCardText {
  /** The page title (without the site-name suffix). */
  title: string;
  /** The category shown above the title: the lead's kicker, or the page's section in the sitemap. */
  category: string;
  /** The wordmark's text. */
  siteName: string;
  /** The site's host, printed at the bottom ("www.factor.consulting"). */
  host: string;
}

/** A satori element: the same shape as a React element, without React. */
export interface CardElement {
  type: string;
  props: { style?: Record<string, string | number>; children?: (CardElement | string)[] | CardElement | string; [attribute: string]: unknown };
}

const PRIMARY = '#3947E4';
const TINT = '#EBEDFC';
const WHITE = '#FFFFFF';

function element(type: string, style: Record<string, string | number>, children?: CardElement['props']['children'], attributes: Record<string, unknown> = {}): CardElement {
  return { type, props: { style, children, ...attributes } };
}

/** Long titles get a smaller size so that they fit in three lines. */
export function titleSize(title: string): number {
  if (title.length <= 32) return 84;
  if (title.length <= 60) return 68;
  return 56;
}

/** Wordmark at the top, category and title in the middle, host at the bottom. */
export function shareCardLayout(text: ShareCardText): CardElement {
  const mark = element(
    'svg',
    { width: 56, height: 56 },
    [element('rect', {}, undefined, { width: 64, height: 64, rx: 12, fill: WHITE }), element('path', {}, undefined, { d: 'M21 48V16h23v6H28v7h14v6H28v13z', fill: PRIMARY })],
    { viewBox: '0 0 64 64', width: 56, height: 56 },
  );
  return element(
    'div',
    { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, boxSizing: 'border-box', padding: '64px 80px', backgroundColor: PRIMARY, color: WHITE, fontFamily: 'Inter' },
    [
      element('div', { display: 'flex', alignItems: 'center', gap: 20, fontSize: 44, fontWeight: 700, letterSpacing: '-0.02em' }, [mark, text.siteName]),
      element('div', { display: 'flex', flexDirection: 'column', gap: 20, width: SHARE_IMAGE.width - 160 }, [
        element('div', { fontSize: 30, fontWeight: 700, letterSpacing: '0.06em', textTransform: 'uppercase', color: TINT }, text.category),
        element('div', { display: 'block', fontSize: titleSize(text.title), fontWeight: 700, lineHeight: 1.1, letterSpacing: '-0.02em', lineClamp: 3 }, text.title),
      ]),
      element('div', { display: 'flex', fontSize: 28, color: TINT }, text.host),
    ],
  );
}
