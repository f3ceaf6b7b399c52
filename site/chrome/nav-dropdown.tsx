import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { NavEntry, NavMenu } from '../shared/page-data.ts';
import { dropdown, entryLink, groupHeading, topItem } from './nav-menu-styles.ts';
import { Link } from '../primitives/link.tsx';
import { useDismiss } from '../primitives/use-dismiss.ts';
import { useEnhanced } from '../primitives/use-enhanced.ts';
import { mediaQuery } from '../design/tokens.ts';
import { useHoverIntent } from '../primitives/use-hover-intent.ts';
import { useNavMark } from './page-place.ts';

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export interface DropdownProps {
  menu: Extract<NavMenu, { kind: 'dropdown' }>;
  layout: 'bar' | 'stack';
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A link was chosen: the whole menu closes (the phone menu too). */
  onNavigate: () => void;
}

function EntryLink({ entry, className, onNavigate }: { entry: NavEntry; className: string; onNavigate: () => void }) {
  const mark = useNavMark();
  return (
    <Link
      href={entry.href}
      className={className}
      aria-current={mark({ dropdownLink: entry.href })}
      onClick={onNavigate}
      data-track-id={`nav-${entry.href}`}
    >
      <span>{entry.label}</span>
      {entry.description ? <small>{entry.description}</small> : null}
    </Link>
  );
}

/**
 * A dropdown of the top navigation: its pages in groups, each with one line on what it is; two groups side by side
 * make a compact mega-menu (Services: business and software). Without JavaScript it is a `<details>` of one
 * exclusive group; once hydrated, a button that opens on click and on a resting mouse, with arrow keys. In the bar
 * it is closed by Escape (focus back on the button), a pointer outside or focus moving on (useDismiss); in the phone
 * menu's stack, by another menu opening or the sheet closing.
 */
export function Dropdown({ menu, layout, open, onOpenChange, onNavigate }: DropdownProps) {
  const mark = useNavMark();
  // The bar is shown on wide screens only; the stack is scripted in the phone menu's sheet, and stays as it is in the
  // server's form of that menu, which the sheet replaces (use-enhanced.ts).
  const enhanced = useEnhanced(layout === 'bar' ? mediaQuery.wide : false);
  const id = useId();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // Opened by a resting mouse: leaving closes it again, unless a click has pinned it open meanwhile.
  const openedByHover = useRef(false);
  const hrefs = menu.groups.flatMap((group) => [...(group.heading ? [group.heading] : []), ...group.entries]).map((entry) => entry.href);
  useEffect(() => {
    if (!open) openedByHover.current = false;
  }, [open]);
  const hover = useHoverIntent(
    () => {
      if (open || layout !== 'bar') return;
      openedByHover.current = true;
      onOpenChange(true);
    },
    () => {
      if (openedByHover.current) onOpenChange(false);
    },
  );
  // In the phone menu's stack the menus fold like an accordion, open until another opens: closing one as a pointer
  // goes down elsewhere would move what is under the finger before the tap ends, onto another link or the scrim.
  useDismiss(item, open && layout === 'bar', (reason) => {
    hover.cancel();
    onOpenChange(false);
    if (reason === 'escape') button.current?.focus();
  });
  const onClick = () => {
    hover.cancel();
    if (open && openedByHover.current) openedByHover.current = false;
    else onOpenChange(!open);
  };
  const focusItem = (index: number) => {
    const links = [...(panel.current?.querySelectorAll('a') ?? [])];
    links[(index + links.length) % links.length]?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (!open) onOpenChange(true);
    requestAnimationFrame(() => focusItem(0));
  };
  const onPanelKey = (event: KeyboardEvent) => {
    const index = [...(panel.current?.querySelectorAll('a') ?? [])].indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusItem(event.key === 'ArrowDown' ? index + 1 : index - 1);
  };
  const groups = (
    <div
      ref={panel}
      id={id}
      className={dropdown}
      data-state={open || !enhanced ? 'open' : 'closed'}
      data-groups={menu.groups.length}
      onKeyDown={onPanelKey}
    >
      {menu.groups.map((group, index) => (
        <div key={group.heading?.href ?? index}>
          {group.heading ? <EntryLink entry={group.heading} className={`${entryLink} ${groupHeading}`} onNavigate={onNavigate} /> : null}
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.href}>
                <EntryLink entry={entry} className={entryLink} onNavigate={onNavigate} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
  if (!enhanced) {
    return (
      <li>
        {/* One group: opening a menu closes the other (the browser's exclusive disclosures), so two never overlap. */}
        <details name="site-menu">
          <summary className={topItem} aria-current={mark({ dropdown: hrefs })}>
            {menu.label}
            <Chevron />
          </summary>
          {groups}
        </details>
      </li>
    );
  }
  return (
    <li ref={item} {...hover.handlers}>
      <button
        ref={button}
        type="button"
        className={topItem}
        aria-expanded={open}
        aria-controls={id}
        aria-current={mark({ dropdown: hrefs })}
        onClick={onClick}
        onKeyDown={onButtonKey}
        data-state={open ? 'open' : 'closed'}
      >
        {menu.label}
        <Chevron />
      </button>
      {groups}
    </li>
  );
}
