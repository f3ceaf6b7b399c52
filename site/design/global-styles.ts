import { css } from '@linaria/core';
import './fonts.css';
import { OFF_SCREEN_ATTRIBUTE } from '../shared/dom-names.ts';
import { bodyLineHeight, colour, focusRing, font, fontStacks, lineHeight } from './tokens.ts';

/** Page-wide rules, applied by the App shell: fonts, colours, focus rings, media defaults. */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      --font-text: ${fontStacks.web};
      -webkit-text-size-adjust: 100%;
      text-size-adjust: 100%;
    }
    /* The phone menu or a modal dialog is open: the page behind does not scroll. */
    html:has(dialog[data-phone-menu][open]),
    html:has(dialog[data-modal][open]) {
      overflow: hidden;
    }
    /* The page's bands and footer are laid out and painted only as they near the screen (site/shared/dom-names.ts);
       one that has not been drawn yet stands at about the height of a band of cards on a phone. */
    [${OFF_SCREEN_ATTRIBUTE}] {
      content-visibility: auto;
      contain-intrinsic-size: auto 40rem;
    }
    /* In-page links (tables of contents, skip link) land clear of the sticky header. */
    [id] {
      scroll-margin-top: 5.5rem;
    }
    body {
      margin: 0;
      font-family: ${font.family};
      font-size: 1rem;
      line-height: ${bodyLineHeight};
      color: ${colour.text};
      background: ${colour.background};
      -webkit-font-smoothing: antialiased;
    }
    h1,
    h2,
    h3,
    h4 {
      line-height: ${lineHeight};
      margin: 0 0 0.5em;
      overflow-wrap: break-word;
      /* No one-word last line in a heading. */
      text-wrap: balance;
    }
    p,
    li,
    dd {
      text-wrap: pretty;
    }
    p,
    ul,
    ol {
      margin: 0 0 1em;
    }
    a {
      color: ${colour.primary};
      text-underline-offset: 0.15em;
    }
    a:hover {
      color: ${colour.primaryDark};
    }
    :focus-visible {
      outline: ${focusRing};
      outline-offset: 2px;
    }
    img,
    svg,
    video {
      max-width: 100%;
      height: auto;
    }
    table {
      border-collapse: collapse;
      width: 100%;
      margin: 0 0 1.5em;
      font-size: 0.9375rem;
    }
    th,
    td {
      text-align: left;
      vertical-align: top;
      padding: 0.5rem 0.75rem 0.5rem 0;
      border-bottom: 1px solid ${colour.border};
    }
    code {
      font-size: 0.9em;
      background: ${colour.surface};
      padding: 0.1em 0.3em;
      border-radius: 3px;
    }
    #route-progress {
      position: fixed;
      z-index: 100;
      top: 0;
      left: 0;
      right: 0;
      height: 3px;
      background: ${colour.primary};
      transform-origin: left;
      animation: route-progress 1.5s ease-in-out infinite;
    }
    #route-progress[hidden] {
      display: none;
    }
    #route-progress[data-state='error'] {
      height: auto;
      padding: 0.75rem 1rem;
      animation: none;
      color: ${colour.white};
      background: ${colour.danger};
      font-weight: 700;
      text-align: center;
    }
    @keyframes route-progress {
      from {
        transform: scaleX(0.1);
      }
      to {
        transform: scaleX(0.9);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      #route-progress {
        animation: none;
      }
    }
    .visually-hidden {
      position: absolute !important;
      width: 1px;
      height: 1px;
      padding: 0;
      margin: -1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
      border: 0;
    }
  }
`;
