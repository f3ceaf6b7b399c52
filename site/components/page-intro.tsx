import { css } from '@linaria/core';
import type { PageContent } from '../shared/page-data.ts';
import { Link } from './link.tsx';

const intro = css`
  padding: 3rem 2rem 1rem;
  max-width: 60rem;
`;

const kicker = css`
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: 0.875rem;
`;

/** The page's main heading: the lead (kicker, title, subtitle, call to action) when it has one, else its title. */
export function PageIntro({ content }: { content: PageContent }) {
  const lead = content.lead;
  return (
    <header className={intro} data-lead={lead ? 'true' : 'false'}>
      {lead?.kicker && <p className={kicker}>{lead.kicker}</p>}
      <h1 id="page-title" tabIndex={-1}>
        {lead?.title ?? content.title}
      </h1>
      {lead?.subtitle && <p>{lead.subtitle}</p>}
      {lead?.cta && (
        <p>
          <Link href={lead.cta.href}>{lead.cta.label}</Link>
        </p>
      )}
    </header>
  );
}
