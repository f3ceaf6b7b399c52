import type { TemplateProps } from '../app.tsx';
import { Card } from '../blocks/card.tsx';
import { CardList } from '../primitives/card-list.tsx';
import { Markdown } from '../blocks/markdown.tsx';
import { Prose } from '../primitives/prose.tsx';
import { Section } from '../primitives/section.tsx';
import { useSite } from '../context.tsx';
import { cardMedia, PageTitle } from './parts.tsx';

export default function InsightListTemplate({ page }: TemplateProps) {
  const { t } = useSite();
  const content = page.page;
  return (
    <Section>
      <PageTitle content={content} />
      <Prose>
        <Markdown body={content.body} images={content.bodyImages} />
      </Prose>
      <CardList label={t('insights.list')}>
        {content.cards.map((card) => (
          <Card key={card.href} href={card.href} title={card.title} summary={card.summary} kicker={card.kicker} media={cardMedia(card)} headingLevel={2} trackId={`insight-${card.href}`} />
        ))}
      </CardList>
    </Section>
  );
}
