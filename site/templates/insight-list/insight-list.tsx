import type { TemplateProps } from '../../shared/page-data.ts';
import { useSite } from '../../context.tsx';
import { BlockCardItem } from '../../blocks/cards.tsx';
import { FeaturedArticle } from '../../blocks/featured-article.tsx';
import { ReadingPageSections } from '../../blocks/reading-page-sections.tsx';
import { CardGrid } from '../../primitives/card-grid.tsx';
import { Section } from '../../primitives/section.tsx';
import { PageLead } from '../parts.tsx';

export default function InsightListTemplate({ page }: TemplateProps<'insight-list'>) {
  const { t } = useSite();
  const content = page.page;
  const [featured, ...others] = content.cards;
  return (
    <>
      <PageLead content={content} />
      {featured && (
        <Section block="articles">
          <FeaturedArticle card={featured} label={t('article.featured')} />
          {others.length > 0 && (
            <CardGrid label={t('insights.list')}>
              {others.map((card) => (
                <BlockCardItem
                  key={card.href}
                  card={{ ...card, detail: null, action: null, outcome: null }}
                  headingLevel={2}
                  trackPrefix="insight"
                />
              ))}
            </CardGrid>
          )}
        </Section>
      )}
      <ReadingPageSections sections={content.sections} />
    </>
  );
}
