import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { NavMenu } from '../shared/page-data.ts';
import { colour, font, media, pageMaxWidth, pagePadding, space, spring } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Link } from '../primitives/link.tsx';
import { Logo } from '../primitives/logo.tsx';

const bar = css`
  position: relative;
  z-index: 20;
  background: ${colour.background};
  border-bottom: 1px solid ${colour.grey};
`;

const inner = css`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  max-width: ${pageMaxWidth};
  min-height: 4.5rem;
  margin: 0 auto;
  padding: 0 ${pagePadding};
  ${media.mobile} {
    padding: 0 ${space(2.5)};
  }
`;

const home = css`
  text-decoration: none;
  margin-right: auto;
`;

const toggle = css`
  display: none;
  align-items: center;
  gap: ${space(1)};
  padding: ${space(1)} ${space(1.5)};
  border: 1px solid ${colour.border};
  border-radius: 4px;
  background: ${colour.background};
  color: ${colour.text};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  ${media.mobile} {
    display: inline-flex;
  }
`;

const navigation = css`
  ${media.mobile} {
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    background: ${colour.background};
    border-bottom: 1px solid ${colour.grey};
    box-shadow: 0 16px 24px -16px rgba(18, 21, 46, 0.3);
    padding: ${space(1)} ${space(2.5)} ${space(3)};
    max-height: calc(100vh - 4.5rem);
    overflow-y: auto;
    &[data-state='closed'] {
      display: none;
    }
  }
`;

const menuList = css`
  display: flex;
  align-items: center;
  gap: ${space(0.5)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${media.mobile} {
    flex-direction: column;
    align-items: stretch;
  }
  > li {
    position: relative;
  }
`;

const topItem = css`
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
  &:hover,
  &[aria-expanded='true'],
  &[aria-current='page'] {
    color: ${colour.primary};
    background: ${colour.primaryTint};
  }
  ${media.mobile} {
    width: 100%;
    justify-content: space-between;
    padding: ${space(1.5)} ${space(1)};
  }
  svg {
    transition: transform ${spring.duration} ${spring.easing};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const dropdown = css`
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
  a:focus-visible {
    background: ${colour.primaryTint};
    color: ${colour.primary};
  }
  a[data-hub='true'] {
    font-weight: ${font.weightBold};
  }
  ${media.mobile} {
    position: static;
    min-width: 0;
    border: 0;
    box-shadow: none;
    padding: 0 0 ${space(1)} ${space(2)};
  }
`;

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function Dropdown({ menu, open, onToggle, onClose }: { menu: NavMenu; open: boolean; onToggle: () => void; onClose: (focusButton: boolean) => void }) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const focusItem = (index: number) => {
    const links = [...(list.current?.querySelectorAll('a') ?? [])];
    links[(index + links.length) % links.length]?.focus();
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) onToggle();
      requestAnimationFrame(() => focusItem(0));
    }
  };
  const onListKey = (event: KeyboardEvent) => {
    const links = [...(list.current?.querySelectorAll('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      focusItem(index + 1);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      focusItem(index - 1);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
      button.current?.focus();
    }
  };
  return (
    <li>
      <button ref={button} type="button" className={topItem} aria-expanded={open} aria-controls={id} onClick={onToggle} onKeyDown={onButtonKey} data-state={open ? 'open' : 'closed'}>
        {menu.label}
        <Chevron />
      </button>
      <ul ref={list} id={id} className={dropdown} data-state={open ? 'open' : 'closed'} onKeyDown={onListKey}>
        {menu.links.map((link, index) => (
          <li key={link.href}>
            <Link href={link.href} data-hub={String(index === 0 && link.href.split('/').length === 4)} onClick={() => onClose(false)} data-track-id={`nav-${link.href}`}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The top navigation (SPEC §2, §4): menus open on click or keyboard and close on outside click, Escape
 * or choosing a link; under 50rem everything folds behind a toggle titled "Open menu" / "Close menu".
 */
export function Header() {
  const { site, page, t } = useSite();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const root = useRef<HTMLElement>(null);
  const navId = useId();

  useEffect(() => {
    if (!openMenu && !mobileOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) {
        setOpenMenu(null);
        setMobileOpen(false);
      }
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenMenu(null);
        setMobileOpen(false);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [openMenu, mobileOpen]);

  const closeAll = () => {
    setOpenMenu(null);
    setMobileOpen(false);
  };
  const toggleLabel = mobileOpen ? t('nav.closeMenu') : t('nav.openMenu');
  return (
    <header className={bar} ref={root}>
      <div className={inner}>
        <Link href="/" className={home} aria-label={t('site.home', { siteName: site.siteName })} data-track-id="nav-home">
          <Logo name={site.siteName} />
        </Link>
        <button type="button" className={toggle} aria-expanded={mobileOpen} aria-controls={navId} title={toggleLabel} aria-label={toggleLabel} onClick={() => setMobileOpen((open) => !open)} data-state={mobileOpen ? 'open' : 'closed'}>
          <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            {mobileOpen ? <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="2" /> : <path d="M2 5h16M2 10h16M2 15h16" stroke="currentColor" strokeWidth="2" />}
          </svg>
          {t('nav.menu')}
        </button>
        <nav id={navId} className={navigation} aria-label={t('nav.label')} data-state={mobileOpen ? 'open' : 'closed'}>
          <ul className={menuList}>
            {site.nav.map((menu) =>
              menu.href ? (
                <li key={menu.label}>
                  <Link href={menu.href} className={topItem} aria-current={page.route.startsWith(menu.href) ? 'page' : undefined} onClick={closeAll} data-track-id={`nav-${menu.href}`}>
                    {menu.label}
                  </Link>
                </li>
              ) : (
                <Dropdown
                  key={menu.label}
                  menu={menu}
                  open={openMenu === menu.label}
                  onToggle={() => setOpenMenu((current) => (current === menu.label ? null : menu.label))}
                  onClose={(keepMobile) => {
                    setOpenMenu(null);
                    if (!keepMobile) setMobileOpen(false);
                  }}
                />
              ),
            )}
          </ul>
        </nav>
      </div>
    </header>
  );
}
