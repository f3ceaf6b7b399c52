import { css } from '@linaria/core';
import { colour, media, modalSmallMaxWidth, space, spring } from '../design/tokens.ts';

/**
 * The `<dialog>` fills the viewport, transparent, and centres the panel; a press on it outside the panel is a press
 * outside. It fades in from `@starting-style` and out with discrete transitions of `display` and `overlay`, which
 * keep it in the top layer until the fade has run.
 */
export const dialog = css`
  position: fixed;
  inset: 0;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  border: 0;
  padding: ${space(2)};
  background: transparent;
  color: inherit;
  display: flex;
  align-items: center;
  justify-content: center;
  opacity: 0;
  transition:
    opacity ${spring.duration} ${spring.easing},
    display ${spring.duration} allow-discrete,
    overlay ${spring.duration} allow-discrete;
  &:not([open]) {
    display: none;
  }
  &[open] {
    opacity: 1;
  }
  @starting-style {
    &[open] {
      opacity: 0;
    }
  }
  /* The scrim: the dark token at 60 % opacity, fading with the dialog. */
  &::backdrop {
    background: ${colour.dark}99;
    opacity: 0;
    transition:
      opacity ${spring.duration} ${spring.easing},
      display ${spring.duration} allow-discrete,
      overlay ${spring.duration} allow-discrete;
  }
  &[open]::backdrop {
    opacity: 1;
  }
  @starting-style {
    &[open]::backdrop {
      opacity: 0;
    }
  }
  ${media.reducedMotion} {
    transition: none;
    &::backdrop {
      transition: none;
    }
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
  transition: transform ${spring.duration} ${spring.easing};
  [open] > & {
    transform: none;
  }
  [data-state='closed'] > & {
    transform: translateY(${space(3)});
  }
  @starting-style {
    [open] > & {
      transform: translateY(${space(3)});
    }
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
