import { css } from '@linaria/core';
import type { Office } from '../shared/page-data.ts';
import { space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Section } from '../primitives/section.tsx';
import { Title } from '../primitives/title.tsx';
import { OfficeCard } from './office-card.tsx';

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(20rem, 100%), 1fr));
  gap: ${space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Every office with its address, phone, e-mail and hours; the one serving the visitor's locale first. */
export function Offices({ offices }: { offices: Office[] }) {
  const { t } = useSite();
  return (
    <Section tone="surface" labelledBy="offices-title" block="offices">
      <Title level={2} id="offices-title">
        {t('contact.offices')}
      </Title>
      <ul className={grid}>
        {offices.map((office, index) => (
          <li key={office.city}>
            <OfficeCard office={office} headingLevel={3} title={office.city} badge={index === 0 ? t('contact.office.title') : null} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
