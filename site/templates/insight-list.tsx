import type { TemplateProps } from '../app.tsx';
import { Card } from '../components/card.tsx';
import { CardList } from '../components/card-list.tsx';
import { Markdown } from '../components/markdown.tsx';
import { Prose } from '../components/prose.tsx';
import { Section } from '../components/section.tsx';
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
