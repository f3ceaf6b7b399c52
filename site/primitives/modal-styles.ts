import { css } from '@linaria/core';
import { colour, media, modalSmallMaxWidth, space, spring } from '../design/tokens.ts';

export const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 60;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(2)};
  /* The dark token at 60 % opacity. */
  background: ${colour.dark}99;
  opacity: 0;
  transition: opacity ${spring.duration} ${spring.easing};
  &[data-state='open'] {
    opacity: 1;
  }
  /* While it fades out, clicks reach the page again (not during the opening frame, when it is also 'closed'). */
  &:has(> [role='dialog'][data-state='closed']) {
    pointer-events: none;
  }
  ${media.reducedMotion} {
    transition: none;
  }
`;

export const panel = css`
  position: relative;
  width: 100%;
  max-width: 48rem;
  max-height: calc(100vh - ${space(4)});
  max-height: calc(100dvh - ${space(4)});
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${space(4)};
  background: ${colour.background};
  color: ${colour.text};
  border-radius: 8px;
  box-shadow: 0 32px 64px -32px ${colour.dark}99;
  transform: translateY(${space(3)});
  transition: transform ${spring.duration} ${spring.easing};
  [data-state='open'] > & {
    transform: none;
  }
  &[data-disposition='small'] {
    max-width: ${modalSmallMaxWidth};
  }
  &:focus {
    outline: none;
  }
  ${media.reducedMotion} {
    transition: none;
    transform: none;
  }
  ${media.mobile} {
    padding: ${space(3)} ${space(2)};
  }
`;

export const heading = css`
  margin: 0 ${space(5)} ${space(2)} 0;
  font-size: 1.5rem;
`;

export const closeButton = css`
  position: absolute;
  top: ${space(2)};
  right: ${space(2)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: 50%;
  background: ${colour.surface};
  color: ${colour.text};
  cursor: pointer;
  &:hover {
    background: ${colour.grey};
  }
  ${media.mobile} {
    top: ${space(1.5)};
    right: ${space(1)};
  }
`;
