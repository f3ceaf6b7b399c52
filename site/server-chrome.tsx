// The header and the footer of a locale's pages, rendered once. They are nearly half of what React renders for a
// page, and differ from page to page only in where the page is: the route their language links lead to, and how the
// navigation marks the page (aria-current). So the server render writes each page with stand-ins for the two parts,
// renders each part once per locale with stand-ins for the route and the marks (chrome/page-place.ts), and hands the
// page over with the parts, for them to be put in with the page's route and marks where the page is written
// (shared/page-body.ts). The page is the same, byte for byte, as one rendered whole.
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { App, type ChromeParts } from './app.tsx';
import { Footer } from './chrome/footer.tsx';
import { Header } from './chrome/header.tsx';
import { PlaceStandIns } from './chrome/page-place.ts';
import type { MarkOf, NavMark } from './shared/nav-marks.ts';
import type { PageBody, RenderedChrome, RenderedPart } from './shared/page-body.ts';
import type { PageResult, SiteData, TemplateProps } from './shared/page-data.ts';
import type { Translate } from './shared/translator.ts';

type Part = 'header' | 'footer' | 'template';

/** An empty element that marks where a part goes: nothing a page's own markup or text can hold. */
const standIn = (part: Part): ComponentType => {
  const StandIn = () => createElement('template', { 'data-chrome-stand-in': part });
  StandIn.displayName = `StandIn(${part})`;
  return StandIn;
};

const HeaderStandIn = standIn('header');
const FooterStandIn = standIn('footer');
const TemplateStandIn = standIn('template') as ComponentType<TemplateProps>;

/** The markup of a part's stand-in, as React writes it. */
const HEADER_HTML = renderToString(createElement(HeaderStandIn));
const FOOTER_HTML = renderToString(createElement(FooterStandIn));

/** What the App renders in place of the header and the footer for the server render of a page. */
export const CHROME_STAND_INS: ChromeParts = { Header: HeaderStandIn, Footer: FooterStandIn };

/**
 * The route written in the language links of the parts rendered once: starting with `/` (a local link to
 * `/{locale}{route}`), then a character that no route, text or markup of the site holds.
 */
export const ROUTE_STAND_IN = '/\uE000';

/** A navigation mark's stand-in: the number of what it marks, between two characters no page holds. */
const markStandIn = (index: number) => `\uE001${index}\uE001`;

/** The stand-ins in a part's markup: a route, or a mark with the attribute it is in (React writes it whole or not). */
const STAND_INS = new RegExp(`${ROUTE_STAND_IN}| aria-current="\uE001(\\d+)\uE001"`, 'g');

/** A part's markup cut at its stand-ins (pure); `marks` says what each mark's number is of. */
export function cutAtStandIns(markup: string, marks: MarkOf[]): RenderedPart {
  const pieces: string[] = [];
  const places: RenderedPart['places'] = [];
  let from = 0;
  for (const match of markup.matchAll(STAND_INS)) {
    pieces.push(markup.slice(from, match.index));
    places.push(match[1] === undefined ? 'route' : marks[Number(match[1])]!);
    from = match.index + match[0].length;
  }
  pieces.push(markup.slice(from));
  return { pieces, places };
}

/**
 * The markup the header and the footer render to within `whole`, given `frame`: the same render with their stand-ins
 * in their places (pure). Everything around and between the two parts is the same in both renders, so the header is
 * what `whole` has from where the frame's header stand-in is to what the frame has between the stand-ins (the page's
 * main area, holding the template's stand-in, which no part can hold), and the footer is what follows that.
 */
export function chromeBetween(whole: string, frame: string): { header: string; footer: string } {
  const headerAt = frame.indexOf(HEADER_HTML);
  const footerAt = frame.indexOf(FOOTER_HTML);
  const before = frame.slice(0, headerAt);
  const between = frame.slice(headerAt + HEADER_HTML.length, footerAt);
  const after = frame.slice(footerAt + FOOTER_HTML.length);
  const parts = whole.slice(before.length, whole.length - after.length);
  const betweenAt = parts.indexOf(between);
  const once = (text: string, markup: string) => text.indexOf(markup) === text.lastIndexOf(markup);
  if (
    headerAt < 0 ||
    footerAt < headerAt + HEADER_HTML.length ||
    !once(frame, HEADER_HTML) ||
    !once(frame, FOOTER_HTML) ||
    between === '' ||
    whole.length < before.length + after.length ||
    !whole.startsWith(before) ||
    !whole.endsWith(after) ||
    betweenAt < 0 ||
    !once(parts, between)
  ) {
    throw new Error('the page shell rendered around its header and footer is not the same with stand-ins for them');
  }
  return { header: parts.slice(0, betweenAt), footer: parts.slice(betweenAt + between.length) };
}

/**
 * Hands a page's body rendered with CHROME_STAND_INS over with the header and the footer that go in place of its
 * stand-ins, rendering both once, for the locale's first page, and keeping them for its other pages (a locale
 * renderer's pages are all of one locale). Throws where the body has no stand-ins or a part cannot be rendered.
 */
export function createChromeFiller(site: SiteData, t: Translate): (body: string, page: PageResult) => PageBody {
  let parts: RenderedChrome | null = null;
  const renderParts = (page: PageResult): RenderedChrome => {
    const marks: MarkOf[] = [];
    const standIns: PlaceStandIns = {
      languageRoute: ROUTE_STAND_IN,
      navMark: (of) => markStandIn(marks.push(of) - 1) as NavMark,
    };
    // Within the page's shell, at its place in it: React numbers the ids it makes (useId) by where they are.
    const shell = (chrome: ChromeParts) =>
      renderToString(
        createElement(
          PlaceStandIns.Provider,
          { value: standIns },
          createElement(App, { site, page, t, Template: TemplateStandIn, chrome }),
        ),
      );
    // Two renders of the shell, one with both parts: React numbers the ids a part makes by its place in the tree, so
    // each part renders the same beside the other as beside its stand-in (a third render, a part at a time, was
    // 15 renders of the shell in a build of 15 locales).
    const { header, footer } = chromeBetween(shell({ Header, Footer }), shell(CHROME_STAND_INS));
    return { header: cutAtStandIns(header, marks), footer: cutAtStandIns(footer, marks) };
  };
  return (html, page) => {
    // The header comes before anything the template writes, the footer after it.
    const headerAt = html.indexOf(HEADER_HTML);
    const footerAt = html.lastIndexOf(FOOTER_HTML);
    if (headerAt < 0 || footerAt < headerAt) throw new Error('the page was rendered without stand-ins for its header and footer');
    parts ??= renderParts(page);
    const slots = { headerAt, headerEnd: headerAt + HEADER_HTML.length, footerAt, footerEnd: footerAt + FOOTER_HTML.length };
    return { html, chrome: { parts, slots } };
  };
}

/** The markup of a locale's header and footer as rendered once: their stand-ins still in place (pure). */
export function chromeMarkup(parts: RenderedChrome): string {
  return [...parts.header.pieces, ...parts.footer.pieces].join('');
}
