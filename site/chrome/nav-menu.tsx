import { useId, useRef, type KeyboardEvent } from 'react';
import type { NavMenu } from '../shared/page-data.ts';
import { dropdown, menuList, topItem } from './nav-menu-styles.ts';
import { useSite } from '../context.tsx';
import { Link } from '../primitives/link.tsx';
import { useDismiss } from '../primitives/use-dismiss.ts';
import { useEnhanced } from '../primitives/use-enhanced.ts';
import { useNavMark } from './page-place.ts';

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

interface DropdownProps {
  menu: NavMenu;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A link was chosen: the whole menu closes (the phone menu too). */
  onNavigate: () => void;
}

/**
 * A dropdown of the top navigation. Without JavaScript it is a `<details>` disclosure; once hydrated, a button with
 * arrow keys, closed by Escape (focus back on the button), a pointer outside or focus moving on (useDismiss).
 */
function Dropdown({ menu, open, onOpenChange, onNavigate }: DropdownProps) {
  const mark = useNavMark();
  const enhanced = useEnhanced();
  const id = useId();
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const inSection = mark({ dropdown: menu.links.map((link) => link.href) });
  useDismiss(item, open, (reason) => {
    onOpenChange(false);
    if (reason === 'escape') button.current?.focus();
  });
  const focusItem = (index: number) => {
    const links = [...(list.current?.querySelectorAll('a') ?? [])];
    links[(index + links.length) % links.length]?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (!open) onOpenChange(true);
    requestAnimationFrame(() => focusItem(0));
  };
  const onListKey = (event: KeyboardEvent) => {
    const index = [...(list.current?.querySelectorAll('a') ?? [])].indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    focusItem(event.key === 'ArrowDown' ? index + 1 : index - 1);
  };
  const links = (
    <ul ref={list} id={id} className={dropdown} data-state={open || !enhanced ? 'open' : 'closed'} onKeyDown={onListKey}>
      {menu.links.map((link, index) => (
        <li key={link.href}>
          <Link
            href={link.href}
            data-hub={String(index === 0 && link.href.split('/').length === 4)}
            aria-current={mark({ dropdownLink: link.href })}
            onClick={onNavigate}
            data-track-id={`nav-${link.href}`}
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
  if (!enhanced) {
    return (
      <li>
        {/* One group: opening a menu closes the other (the browser's exclusive disclosures), so two never overlap. */}
        <details name="site-menu">
          <summary className={topItem} aria-current={inSection}>
            {menu.label}
            <Chevron />
          </summary>
          {links}
        </details>
      </li>
    );
  }
  return (
    <li ref={item}>
      <button
        ref={button}
        type="button"
        className={topItem}
        aria-expanded={open}
        aria-controls={id}
        aria-current={inSection}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onButtonKey}
        data-state={open ? 'open' : 'closed'}
      >
        {menu.label}
        <Chevron />
      </button>
      {links}
    </li>
  );
}

export interface MenuListProps {
  /** `bar`: side by side, dropdowns float (wide screens); `stack`: one under another (the phone menu). */
  layout: 'bar' | 'stack';
  openMenu: string | null;
  onOpenMenu: (label: string | null) => void;
  onNavigate: () => void;
}

/** The site's menus: dropdowns for Services and Industries, links for the rest; the page's section marked. */
export function MenuList({ layout, openMenu, onOpenMenu, onNavigate }: MenuListProps) {
  const { site } = useSite();
  const mark = useNavMark();
  return (
    <ul className={menuList} data-layout={layout}>
      {site.nav.map((menu) =>
        menu.href ? (
          <li key={menu.label}>
            <Link
              href={menu.href}
              className={topItem}
              aria-current={mark({ link: menu.href })}
              onClick={onNavigate}
              data-track-id={`nav-${menu.href}`}
            >
              {menu.label}
            </Link>
          </li>
        ) : (
          <Dropdown
            key={menu.label}
            menu={menu}
            open={openMenu === menu.label}
            onOpenChange={(open) => onOpenMenu(open ? menu.label : null)}
            onNavigate={onNavigate}
          />
        ),
      )}
    </ul>
  );
}
