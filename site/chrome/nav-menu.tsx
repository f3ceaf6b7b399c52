import type { ReactNode } from 'react';
import { menuList, topItem } from './nav-menu-styles.ts';
import { useSite } from '../context.tsx';
import { Link } from '../primitives/link.tsx';
import { Dropdown } from './nav-dropdown.tsx';
import { useNavMark } from './page-place.ts';

export interface MenuListProps {
  /** `bar`: side by side, dropdowns float (wide screens); `stack`: one under another (the phone menu). */
  layout: 'bar' | 'stack';
  openMenu: string | null;
  onOpenMenu: (label: string | null) => void;
  onNavigate: () => void;
  /** Items after the menus, in the same list (the header's language picker and primary action). */
  end?: ReactNode;
}

/** The site's menus: dropdowns for Services and Industries, links for the rest; the page's section marked. */
export function MenuList({ layout, openMenu, onOpenMenu, onNavigate, end }: MenuListProps) {
  const { site } = useSite();
  const mark = useNavMark();
  return (
    <ul className={menuList} data-layout={layout}>
      {site.nav.map((menu) =>
        menu.kind === 'link' ? (
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
            layout={layout}
            open={openMenu === menu.label}
            // Closing a menu that is no longer the open one (a late hover timer) leaves the other alone.
            onOpenChange={(open) => onOpenMenu(open ? menu.label : openMenu === menu.label ? null : openMenu)}
            onNavigate={onNavigate}
          />
        ),
      )}
      {end}
    </ul>
  );
}
