// The layout of a page's share image (Open Graph / Twitter card), as element trees satori lays out: the card, and
// apart from it the house pattern's tile. Pure: same input, same tree. Category and title on the primary colour at
// the left, the page's artwork in its own tile at the right, as on the page's hero (art-tile.ts cuts it); pages
// without artwork get the house pattern in that tile.

export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** The artwork's tile: square, so it shows an artwork's central square, where the motif is. */
export const ART_TILE = { width: 540, height: 540, inset: 45, radius: 28 } as const;

/** The card's ground, which the tile's rounded corners show. */
export const CARD_GROUND = '#3947E4';

/** Where the tile's top left corner is on the card: at the right, centred from top to bottom. */
export const TILE_SLOT = {
  left: SHARE_IMAGE.width - ART_TILE.inset - ART_TILE.width,
  top: (SHARE_IMAGE.height - ART_TILE.height) / 2,
} as const;

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
  props: {
    style?: Record<string, string | number>;
    children?: (CardElement | string)[] | CardElement | string;
    [attribute: string]: unknown;
  };
}

const PRIMARY = CARD_GROUND;
const NAVY = '#12152E';
const BLUE = '#7581F2';
const TINT = '#EBEDFC';
const WHITE = '#FFFFFF';

function element(
  type: string,
  style: Record<string, string | number>,
  children?: CardElement['props']['children'],
  attributes: Record<string, unknown> = {},
): CardElement {
  return { type, props: { style, children, ...attributes } };
}

function svgShape(type: string, attributes: Record<string, unknown>): CardElement {
  return element(type, {}, undefined, attributes);
}

/** Long titles get a smaller size so that they fit the text column in at most four lines. */
export function titleSize(title: string): number {
  if (title.length <= 20) return 72;
  if (title.length <= 36) return 60;
  if (title.length <= 60) return 48;
  return 42;
}

const TEXT_WIDTH = SHARE_IMAGE.width - ART_TILE.width - ART_TILE.inset - 64 - 56;

/**
 * The tile for pages without artwork: the artwork's ground (navy, dot grid) with the house's nodes and
 * connectors drawing the brand's F.
 */
function patternTile(): CardElement {
  const { width, height } = ART_TILE;
  const dots: CardElement[] = [];
  for (let x = 18; x < width; x += 36)
    for (let y = 18; y < height; y += 36) dots.push(svgShape('circle', { cx: x, cy: y, r: 2, fill: WHITE, 'fill-opacity': 0.12 }));
  const nodes: [number, number][] = [
    [190, 150],
    [330, 150],
    [190, 270],
    [300, 270],
    [190, 390],
  ];
  return element(
    'svg',
    { width, height, borderRadius: ART_TILE.radius },
    [
      svgShape('rect', { width, height, rx: ART_TILE.radius, fill: NAVY }),
      ...dots,
      svgShape('path', {
        d: 'M330 150H190V390M190 270H300',
        fill: 'none',
        stroke: BLUE,
        'stroke-width': 6,
        'stroke-linecap': 'round',
        'stroke-linejoin': 'round',
      }),
      ...nodes.map(([cx, cy], index) =>
        svgShape('circle', { cx, cy, r: 18, fill: index === 0 ? PRIMARY : NAVY, stroke: BLUE, 'stroke-width': 6 }),
      ),
    ],
    { viewBox: `0 0 ${width} ${height}`, width, height },
  );
}

/**
 * Wordmark at the top, category and title in the middle, host at the bottom; at the right, an empty slot of the
 * tile's size at TILE_SLOT, where the tile (the cut artwork, or patternTileLayout) is put once both are drawn.
 */
export function shareCardLayout(text: ShareCardText): CardElement {
  const mark = element(
    'svg',
    { width: 48, height: 48 },
    [
      svgShape('rect', { width: 64, height: 64, rx: 12, fill: WHITE }),
      svgShape('path', { d: 'M21 48V16h23v6H28v7h14v6H28v13z', fill: PRIMARY }),
    ],
    { viewBox: '0 0 64 64', width: 48, height: 48 },
  );
  const column = element(
    'div',
    { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', width: TEXT_WIDTH, height: SHARE_IMAGE.height - 112 },
    [
      element('div', { display: 'flex', alignItems: 'center', gap: 16, fontSize: 38, fontWeight: 700, letterSpacing: '-0.02em' }, [
        mark,
        text.siteName,
      ]),
      element('div', { display: 'flex', flexDirection: 'column', gap: 18 }, [
        element('div', { fontSize: 24, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', color: TINT }, text.category),
        element(
          'div',
          { display: 'block', fontSize: titleSize(text.title), fontWeight: 700, lineHeight: 1.1, letterSpacing: '-0.02em', lineClamp: 4 },
          text.title,
        ),
      ]),
      element('div', { display: 'flex', fontSize: 24, color: TINT }, text.host),
    ],
  );
  const slot = element('div', { width: ART_TILE.width, height: ART_TILE.height });
  return element(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      boxSizing: 'border-box',
      padding: `56px ${ART_TILE.inset}px 56px 64px`,
      backgroundColor: PRIMARY,
      color: WHITE,
      fontFamily: 'Inter',
    },
    [column, slot],
  );
}

/** The house pattern's tile on the card's ground, as large as the tile: its rounded corners show the ground. */
export function patternTileLayout(): CardElement {
  return element('div', { display: 'flex', width: ART_TILE.width, height: ART_TILE.height, backgroundColor: PRIMARY }, [patternTile()]);
}
