import { css } from '@linaria/core';
import { colour, media, pageMaxWidth, pagePadding, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Link } from '../primitives/link.tsx';
import { Logo } from '../primitives/logo.tsx';
import { NearScreen, nearScreenPart } from '../primitives/near-screen.tsx';
import { useConsent } from '../consent/consent-context.tsx';
import { rememberLanguage } from '../shared/language-preference.ts';
import { offScreenPart } from '../shared/dom-names.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { Flag } from '../primitives/flag.tsx';

const footer = css`
  background: ${colour.dark};
  color: ${colour.white};
  padding: ${space(8)} ${pagePadding} ${space(4)};
  ${media.mobile} {
    padding: ${space(6)} ${space(2.5)} ${space(3)};
  }
  a {
    color: ${colour.white};
    text-decoration: none;
  }
  a:hover {
    color: ${colour.white};
    text-decoration: underline;
  }
`;

const inner = css`
  max-width: ${pageMaxWidth};
  margin: 0 auto;
`;

const top = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space(3)};
  padding-bottom: ${space(5)};
  border-bottom: 1px solid rgba(255, 255, 255, 0.2);
`;

// Columns 20rem wide (SPEC §2); a long group takes two rows, so the short ones stack beside it instead of one
// group sitting alone on a second row.
const categories = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(20rem, 100%), 1fr));
  grid-template-rows: auto 1fr;
  grid-auto-flow: row dense;
  gap: ${space(2)} ${space(4)};
  padding: ${space(5)} 0;
  nav[data-long] {
    grid-row: span 2;
  }
  h2 {
    margin: 0 0 ${space(1.5)};
    font-size: 0.875rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: rgba(255, 255, 255, 0.78);
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    margin: ${space(0.25)} 0;
  }
  li a {
    /* WCAG 2.5.8: link targets at least 24px tall, with room between them. */
    display: inline-block;
    padding: ${space(0.5)} 0;
  }
`;

const settings = css`
  min-height: ${space(3)};
  padding: 0;
  border: 0;
  background: none;
  color: ${colour.white};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const bottom = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${space(2)} ${space(4)};
  padding-top: ${space(3)};
  border-top: 1px solid rgba(255, 255, 255, 0.2);
  font-size: 0.875rem;
  color: rgba(255, 255, 255, 0.78);
  p {
    margin: 0 0 ${space(0.5)};
  }
`;

/** The footer's language button: the current locale's flag and name. */
function FooterLanguageLabel() {
  const { site, page } = useSite();
  const current = site.locales.find((locale) => locale.code === page.locale);
  return (
    <>
      <Flag code={current?.flag ?? null} />
      <span>{current?.name}</span>
    </>
  );
}

/**
 * The footer (SPEC §2): wordmark, link categories in 20rem columns, language switcher. Its code loads beside the first
 * screen's hydration, and it hydrates once a visitor nears it (near-screen.tsx), the code there for a first click.
 */
export function Footer() {
  const { site, t } = useSite();
  const consent = useConsent();
  return (
    <NearScreen name="footer">
      <footer className={footer} {...offScreenPart} {...nearScreenPart('footer')}>
        <div className={inner}>
          <div className={top}>
            <Link href="/" aria-label={t('site.home', { siteName: site.siteName })}>
              <Logo name={site.siteName} tone="inverted" size="large" />
            </Link>
            <LanguageSwitcher placement="footer" onSelect={rememberLanguage} label={<FooterLanguageLabel />} />
          </div>
          <div className={categories}>
            {site.footer.map((group) => (
              <nav key={group.label} aria-label={group.label} data-long={group.links.length > 4 ? '' : undefined}>
                <h2>{group.label}</h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link href={link.href} data-track-id={`footer-${link.href}`}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
          <div className={bottom}>
            <div>
              <p>{t('footer.tagline', { siteName: site.siteName })}</p>
              <p>{site.copyright}</p>
            </div>
            <button type="button" className={settings} onClick={consent.openSettings} data-track-id="footer-cookie-settings">
              {t('consent.settings')}
            </button>
          </div>
        </div>
      </footer>
    </NearScreen>
  );
}
