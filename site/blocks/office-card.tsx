import { css } from '@linaria/core';
import { colour, space } from '../design/tokens.ts';
import type { Office } from '../shared/page-data.ts';
import { useSite } from '../context.tsx';
import { Link } from '../primitives/link.tsx';

export interface OfficeCardProps {
  office: Office;
  /** The heading level of the card's title. Default: 2. */
  headingLevel?: 2 | 3;
  /** The card's title. Default: "Your nearest office". */
  title?: string;
  /** Marks the office serving the visitor's locale among several. */
  badge?: string | null;
}

const card = css`
  height: 100%;
  padding: ${space(3)};
  border: 1px solid ${colour.grey};
  border-radius: 12px;
  background: ${colour.surface};
  [data-tone='surface'] & {
    background: ${colour.background};
  }
  address {
    font-style: normal;
  }
  h2,
  h3 {
    margin: 0 0 ${space(2)};
    font-size: 1.25rem;
  }
  dl {
    display: grid;
    /* minmax(0, …): a long address or e-mail wraps instead of widening a phone's page. */
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${space(1)} ${space(2)};
    margin: 0;
  }
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    color: ${colour.textMuted};
  }
  p {
    margin: ${space(2)} 0 0;
  }
`;

// The badge sits on the title's line, so every card's title starts at the same height.
const titleRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space(1)};
  > h2,
  > h3 {
    margin: 0;
  }
  margin-bottom: ${space(2)};
`;

const badgeStyle = css`
  display: inline-block;
  margin: 0;
  padding: 0.1rem 0.6rem;
  border-radius: 999px;
  font-size: 0.8125rem;
  font-weight: 700;
  color: ${colour.primary};
  background: ${colour.primaryTint};
`;

/** The contact details of the office serving the visitor's locale (SPEC §3 regional variants). */
export function OfficeCard({ office, headingLevel = 2, title, badge }: OfficeCardProps) {
  const { t } = useSite();
  const Heading = `h${headingLevel}` as const;
  const id = `office-${office.city
    .normalize('NFD')
    .replace(/[^a-z]/gi, '')
    .toLowerCase()}`;
  return (
    <section className={card} data-component="office-card" aria-labelledby={id}>
      <div className={titleRow}>
        <Heading id={id}>{title ?? t('contact.office.title')}</Heading>
        {badge && <div className={badgeStyle}>{badge}</div>}
      </div>
      <address>
        <dl>
          <dt>{title ? t('contact.office.address') : office.city}</dt>
          <dd>{office.address}</dd>
          <dt>{t('contact.office.phone')}</dt>
          <dd>
            <a href={office.telephone.href}>{office.telephone.label}</a>
          </dd>
          <dt>{t('contact.office.email')}</dt>
          <dd>
            <Link href={`mailto:${office.email}`}>{office.email}</Link>
          </dd>
        </dl>
        <p>{office.hours}</p>
      </address>
    </section>
  );
}
