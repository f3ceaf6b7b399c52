import { css } from '@linaria/core';
import { Suspense, useMemo, useState } from 'react';
import { colour, focusRing, media, pageMaxWidth, pagePadding, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { HydratedPart } from '../primitives/hydrated-part.tsx';
import { Link } from '../primitives/link.tsx';
import { Logo } from '../primitives/logo.tsx';
import { rememberLanguage } from '../shared/language-preference.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { MenuList } from './nav-menu.tsx';
import { useNavMark } from './page-place.ts';
import { PhoneMenu } from './phone-menu.tsx';

/**
 * Stays at the top while the page scrolls (anchors keep clear of it: global styles' scroll-margin). Without
 * JavaScript nothing could close a menu left open, which would then ride over the content: the bar scrolls away.
 */
const bar = css`
  position: sticky;
  top: 0;
  z-index: 20;
  @media (scripting: none) {
    position: relative;
  }
  background: ${colour.background};
  border-bottom: 1px solid ${colour.grey};
`;

const home = css`
  text-decoration: none;
  margin-right: auto;
`;

const wideOnly = css`
  ${media.mobile} {
    display: none;
  }
`;

const narrowOnly = css`
  display: none;
  ${media.mobile} {
    display: block;
  }
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
  /* While the page is still arriving, the wide navigation shows only once all of it has: the browser may paint a
     page it has parsed half of, and the menus, right-aligned, moved left as each one arrived (a layout shift in 1
     first visit of 10 at 1280 px, 3 of 10 on a 4× slower CPU). The phone menu's container comes after it. */
  &:not(:has(> .${narrowOnly})) > .${wideOnly} {
    visibility: hidden;
  }
`;

/** The language picker and the primary action, set a little apart from the menus at the end of the bar. */
const barEnd = css`
  margin-left: ${space(1)};
  & + & {
    margin-left: 0;
  }
`;

/** The header's language button: a globe and the locale's code ("EN", "FR-CA"), with which its name starts. */
function HeaderLanguageLabel() {
  const { page } = useSite();
  return (
    <span className={languageLabel}>
      <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
        <g fill="none" stroke="currentColor" strokeWidth="1.5">
          <circle cx="10" cy="10" r="8.25" />
          <ellipse cx="10" cy="10" rx="3.6" ry="8.25" />
          <path d="M1.75 10h16.5M3 5.75h14M3 14.25h14" />
        </g>
      </svg>
      {page.locale.toUpperCase()}
    </span>
  );
}

const languageLabel = css`
  display: inline-flex;
  align-items: center;
  gap: ${space(0.75)};
  font-weight: 700;
  svg {
    color: ${colour.primary};
  }
`;

/**
 * The primary action: a link drawn as the site's primary button, as tall as the language button beside it and a
 * comfortable tap on phones. Its own rules rather than the Button primitive, whose module the header would otherwise
 * add to every page's first scripts.
 */
const actionLink = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0 ${space(1.5)};
  border: 2px solid transparent;
  border-radius: 4px;
  line-height: 1.25;
  background: ${colour.primary};
  color: ${colour.white};
  font-size: 0.875rem;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  &:hover {
    background: ${colour.primaryDark};
  }
  &:focus-visible {
    outline: ${focusRing};
    outline-offset: 2px;
  }
  &[data-full-width] {
    display: flex;
    width: 100%;
  }
`;

/**
 * The top navigation (SPEC §2, §4), sticky: on wide screens the menus side by side (a mega-menu for Services, a
 * dropdown for Industries), the language button and the primary action; on phones a menu button opening a sheet with
 * the logo, the action, the menus and the language list. Everything works without JavaScript (disclosures, one open
 * at a time), and better with it (nav-dropdown.tsx, phone-menu.tsx).
 */
export function Header() {
  const { site, page, t } = useSite();
  const mark = useNavMark();
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [phoneOpen, setPhoneOpen] = useState(false);
  const closeAll = () => {
    setOpenMenu(null);
    setPhoneOpen(false);
  };
  const action = site.primaryAction;
  const primaryAction = (trackId: string, fullWidth: boolean) =>
    action ? (
      <Link
        href={action.href}
        className={actionLink}
        data-full-width={fullWidth ? '' : undefined}
        data-track-id={trackId}
        aria-current={mark({ link: action.href })}
        onClick={closeAll}
      >
        {action.label}
      </Link>
    ) : null;
  // The parts that hydrate once their code arrives (*.lazy.tsx) get elements that change only with what they show. An
  // update reaching such a part before its code has arrived (a mouse opening Services meanwhile) would make React
  // throw its server HTML away and draw it again: the language button gone for a moment, a recoverable error.
  const phoneMenuOpen = phoneOpen ? openMenu : null;
  const phoneMenu = useMemo(
    () => (
      <Suspense fallback={null}>
        <PhoneMenu open={phoneOpen} onOpenChange={setPhoneOpen} action={primaryAction('phone-menu-primary-action', true)}>
          <nav aria-label={t('nav.label')}>
            <MenuList layout="stack" openMenu={phoneMenuOpen} onOpenMenu={setOpenMenu} onNavigate={closeAll} />
          </nav>
        </PhoneMenu>
        <HydratedPart part="phone-menu" />
      </Suspense>
    ),
    // Its closures read state setters and what these name.
    [phoneOpen, phoneMenuOpen, site, page, t],
  );
  // It reads the page from context itself.
  const languageButton = useMemo(
    () => (
      <Suspense fallback={null}>
        <LanguageSwitcher placement="header" onSelect={rememberLanguage} label={<HeaderLanguageLabel />} />
        <HydratedPart part="language-button" />
      </Suspense>
    ),
    [],
  );
  return (
    <header className={bar}>
      <div className={inner}>
        <Link href="/" className={home} aria-label={t('site.home', { siteName: site.siteName })} data-track-id="nav-home">
          <Logo name={site.siteName} />
        </Link>
        <nav className={wideOnly} aria-label={t('nav.label')}>
          <MenuList
            layout="bar"
            openMenu={phoneOpen ? null : openMenu}
            onOpenMenu={setOpenMenu}
            onNavigate={closeAll}
            end={
              <>
                <li className={barEnd}>{languageButton}</li>
                {action ? <li className={barEnd}>{primaryAction('nav-primary-action', false)}</li> : null}
              </>
            }
          />
        </nav>
        <div className={narrowOnly}>{phoneMenu}</div>
      </div>
    </header>
  );
}
