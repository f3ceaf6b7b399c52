import { css } from '@linaria/core';
import { buttonTransition, colour, focusRing, font, media, space, spring } from '../design/tokens.ts';

export const banner = css`
  position: fixed;
  z-index: 50;
  left: ${space(2)};
  right: ${space(2)};
  bottom: ${space(2)};
  max-width: 46rem;
  max-height: calc(100vh - ${space(4)});
  max-height: calc(100dvh - ${space(4)});
  overflow-y: auto;
  margin: 0 auto;
  padding: ${space(3)};
  background: ${colour.background};
  color: ${colour.text};
  border: 1px solid ${colour.border};
  border-radius: 8px;
  box-shadow: 0 24px 48px -24px ${colour.dark}73;
  ${media.mobile} {
    left: ${space(1)};
    right: ${space(1)};
    bottom: ${space(1)};
    padding: ${space(1.5)} ${space(2)} ${space(2)};
    max-height: 80vh;
  }
`;

export const heading = css`
  margin: 0 0 ${space(1)};
  font-size: 1.125rem;
  ${media.mobile} {
    margin-bottom: ${space(0.5)};
    font-size: 1rem;
  }
`;

export const message = css`
  margin: 0 0 ${space(2)};
  font-size: 0.9375rem;
  ${media.mobile} {
    margin-bottom: ${space(1.5)};
    font-size: 0.875rem;
  }
  /* Its space is taken from the first frame (the banner must not grow and shift); it shows a frame later. */
  &[data-announced='false'] {
    visibility: hidden;
  }
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(1)};
  > * {
    flex: 1 1 10rem;
  }
  /* On a phone the banner keeps to a third of the screen: the three choices side by side, as wide as they need. */
  ${media.mobile} {
    > * {
      flex: 1 1 auto;
      padding-left: ${space(1.5)};
      padding-right: ${space(1.5)};
    }
  }
`;

export const note = css`
  margin: 0 0 ${space(2)};
  font-size: 0.875rem;
  color: ${colour.textMuted};
`;

export const toggles = css`
  list-style: none;
  margin: 0 0 ${space(2)};
  padding: 0;
  li {
    display: grid;
    grid-template-columns: auto 1fr;
    align-items: start;
    gap: ${space(0.5)} ${space(1.5)};
    padding: ${space(1.5)} 0;
    border-top: 1px solid ${colour.grey};
  }
  label {
    font-weight: ${font.weightBold};
    cursor: pointer;
  }
  li > span {
    grid-column: 2;
    color: ${colour.textMuted};
    font-size: 0.875rem;
  }
`;

/** A native checkbox drawn as a switch: a 44×24 px track whose knob slides right when checked. */
export const switchInput = css`
  appearance: none;
  position: relative;
  flex-shrink: 0;
  width: 2.75rem;
  height: 1.5rem;
  margin: 0;
  border: 2px solid ${colour.textMuted};
  border-radius: 0.75rem;
  background: ${colour.background};
  cursor: pointer;
  transition:
    background-color ${buttonTransition} linear,
    border-color ${buttonTransition} linear;
  &::before {
    content: '';
    position: absolute;
    top: 2px;
    left: 2px;
    width: calc(1.5rem - 8px);
    height: calc(1.5rem - 8px);
    border-radius: 50%;
    background: ${colour.textMuted};
    transition: transform ${spring.duration} ${spring.easing};
  }
  &:checked {
    background: ${colour.primary};
    border-color: ${colour.primary};
  }
  &:checked::before {
    transform: translateX(1.25rem);
    background: ${colour.white};
  }
  &:focus-visible {
    outline: ${focusRing};
    outline-offset: 2px;
  }
  ${media.reducedMotion} {
    &::before {
      transition: none;
    }
  }
  /* Forced colours would blank the knob: draw it in system colours instead. */
  @media (forced-colors: active) {
    &::before {
      forced-color-adjust: none;
      background: CanvasText;
    }
    &:checked::before {
      background: Highlight;
    }
  }
`;
