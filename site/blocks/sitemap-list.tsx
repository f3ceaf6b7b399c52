import { css } from '@linaria/core';
import type { SitemapGroup } from '../shared/page-data.ts';
import { colour, space } from '../design/tokens.ts';
import { Link } from '../primitives/link.tsx';

const list = css`
  list-style: none;
  margin: 0;
  padding: 0;
  columns: 2 20rem;
  column-gap: ${space(6)};
  > li {
    break-inside: avoid;
    margin-bottom: ${space(4)};
  }
  ul {
    list-style: none;
    margin: ${space(1)} 0 0;
    padding: 0 0 0 ${space(2)};
    border-left: 2px solid ${colour.grey};
  }
  li li {
    margin: ${space(0.5)} 0;
  }
`;

const category = css`
  font-weight: 700;
  font-size: 1.125rem;
`;

/** Every page grouped by category; category entries in bold (SPEC §2). */
export function SitemapList({ groups }: { groups: SitemapGroup[] }) {
  return (
    <ul className={list} data-sitemap="">
      {groups.map((group) => (
        <li key={group.label}>
          <strong className={category}>{group.label}</strong>
          <ul>
            {group.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
