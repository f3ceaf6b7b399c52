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
  /* The mega-menu is wider than its button's place allows: it hangs from the end of the bar instead. */
  &[data-layout='bar'] {
    position: relative;
  }
  &[data-layout='bar'] > li:has([data-groups='2']) {
    position: static;
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

/** The floating panel of a dropdown: one column of entries, or two groups side by side (a compact mega-menu). */
export const dropdown = css`
  position: absolute;
  top: calc(100% + ${space(1)});
  left: 0;
  z-index: 1;
  width: 26rem;
  padding: ${space(1.5)};
  background: ${colour.background};
  border: 1px solid ${colour.border};
  border-radius: 8px;
  box-shadow: 0 24px 48px -24px rgba(18, 21, 46, 0.4);
  &[data-groups='2'] {
    display: grid;
    grid-template-columns: 1fr 1fr;
    gap: ${space(1)} ${space(2)};
    left: auto;
    right: 0;
    width: min(52rem, calc(100vw - ${space(4)}));
  }
  &[data-state='closed'] {
    display: none;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  [data-layout='stack'] & {
    position: static;
    width: auto;
    border: 0;
    box-shadow: none;
    padding: 0 0 ${space(1)} ${space(1)};
  }
  /* Its two groups one under the other, once open (a closed panel stays hidden: the rule above). */
  [data-layout='stack'] &[data-groups='2']:not([data-state='closed']) {
    display: block;
  }
  /* On phones the pages' names are enough: the sheet stays short. */
  [data-layout='stack'] & small {
    display: none;
  }
  ${media.mobile} {
    position: static;
  }
`;

/** A page in a dropdown: its name, and its one line under it in a quieter voice. */
export const entryLink = css`
  display: grid;
  gap: 2px;
  padding: ${space(1)} ${space(1.5)};
  border-radius: 6px;
  color: ${colour.text};
  font-weight: ${font.weightBold};
  text-decoration: none;
  small {
    font-size: 0.875rem;
    font-weight: normal;
    line-height: 1.35;
    color: ${colour.textMuted};
  }
  &:hover,
  &:focus-visible,
  &[aria-current='page'] {
    background: ${colour.primaryTint};
    color: ${colour.primary};
  }
`;

/** A group's heading, itself a page (a services hub), with entryLink: set apart by a rule, its name in the brand colour. */
export const groupHeading = css`
  margin-bottom: ${space(0.5)};
  border-bottom: 1px solid ${colour.grey};
  border-radius: 6px 6px 0 0;
  color: ${colour.primary};
  span::after {
    content: ' \\2192';
  }
`;
