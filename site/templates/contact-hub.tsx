import type { TemplateProps } from '../app.tsx';
import { Card } from '../blocks/card.tsx';
import { CardGrid } from '../primitives/card-grid.tsx';
import { Markdown } from '../blocks/markdown.tsx';
import { OfficeCard } from '../blocks/office-card.tsx';
import { Prose } from '../primitives/prose.tsx';
import { Section } from '../primitives/section.tsx';
import { useSite } from '../context.tsx';
import { cardMedia, PageTitle } from './parts.tsx';

export default function ContactHubTemplate({ page }: TemplateProps) {
  const content = page.page;
  const { site } = useSite();
  return (
    <Section>
      <PageTitle content={content} />
      <Prose>
        <Markdown body={content.body} images={content.bodyImages} />
      </Prose>
      <CardGrid>
        {content.cards.map((card) => (
          <Card key={card.href} href={card.href} title={card.title} summary={card.summary} kicker={card.kicker} media={cardMedia(card)} headingLevel={2} trackId={`contact-${card.href}`} />
        ))}
      </CardGrid>
      <OfficeCard office={site.office} />
    </Section>
  );
}
