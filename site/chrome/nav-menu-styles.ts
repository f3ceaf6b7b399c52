import { css } from '@linaria/core';
import { colour, font, media, space, spring } from '../design/tokens.ts';

export const menuList = css`
  display: flex;
  align-items: center;
  gap: ${space(0.5)};
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    position: relative;
  }
  &[data-layout='stack'] {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const topItem = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(0.5)};
  padding: ${space(1)} ${space(1.5)};
  border: 0;
  border-radius: 4px;
  background: none;
  color: ${colour.text};
  font: inherit;
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  &:hover,
  &[aria-expanded='true'],
  [open] > & {
    color: ${colour.primary};
    background: ${colour.primaryTint};
  }
  /* The section the page is in (Services on a service page), and the page itself. */
  &[aria-current] {
    color: ${colour.primary};
    box-shadow: inset 0 -2px 0 ${colour.primary};
    border-radius: 4px 4px 0 0;
  }
  [data-layout='stack'] & {
    width: 100%;
    justify-content: space-between;
    padding: ${space(1.5)} ${space(1)};
  }
  svg {
    transition: transform ${spring.duration} ${spring.easing};
  }
  &[aria-expanded='true'] svg,
  [open] > & svg {
    transform: rotate(180deg);
  }
`;

export const dropdown = css`
  position: absolute;
  top: calc(100% + ${space(1)});
  left: 0;
  min-width: 18rem;
  margin: 0;
  padding: ${space(1)};
  list-style: none;
  background: ${colour.background};
  border: 1px solid ${colour.border};
  border-radius: 6px;
  box-shadow: 0 18px 36px -18px rgba(18, 21, 46, 0.35);
  &[data-state='closed'] {
    display: none;
  }
  a {
    display: block;
    padding: ${space(1)} ${space(1.5)};
    border-radius: 4px;
    color: ${colour.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible,
  a[aria-current='page'] {
    background: ${colour.primaryTint};
    color: ${colour.primary};
  }
  a[data-hub='true'] {
    font-weight: ${font.weightBold};
  }
  [data-layout='stack'] & {
    position: static;
    min-width: 0;
    border: 0;
    box-shadow: none;
    padding: 0 0 ${space(1)} ${space(2)};
  }
  ${media.mobile} {
    position: static;
  }
`;
