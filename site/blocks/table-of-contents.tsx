import { css } from '@linaria/core';
import type { NavLink } from '../shared/page-data.ts';
import { colour, space, typeScale } from '../design/tokens.ts';
import { useSite } from '../context.tsx';

const nav = css`
  margin-top: ${space(4)};
  h2 {
    margin: 0 0 ${space(1.5)};
    font-size: ${typeScale.kicker};
    letter-spacing: 0.1em;
    text-transform: uppercase;
    color: ${colour.textMuted};
  }
  ol {
    margin: 0;
    padding: 0;
    list-style: none;
    border-left: 2px solid ${colour.grey};
  }
  a {
    display: block;
    padding: ${space(0.75)} 0 ${space(0.75)} ${space(2)};
    margin-left: -2px;
    border-left: 2px solid transparent;
    color: ${colour.textMuted};
    font-size: 0.9375rem;
    line-height: 1.4;
    text-decoration: none;
  }
  a:hover {
    color: ${colour.primary};
    border-left-color: ${colour.primary};
  }
  /* Only beside the text on wide screens: on phones the headings are a scroll away. */
  @media (max-width: 70rem) {
    display: none;
  }
`;

/** Links to the body's sections, beside long texts on wide screens. */
export function TableOfContents({ links }: { links: NavLink[] }) {
  const { t } = useSite();
  return (
    <nav className={nav} aria-labelledby="toc-title" data-component="table-of-contents">
      <h2 id="toc-title">{t('article.contents')}</h2>
      <ol>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
