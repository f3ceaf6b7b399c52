import { css } from '@linaria/core';
import type { TemplateProps } from '../../shared/page-data.ts';
import { colour, space } from '../../design/tokens.ts';
import { useSite } from '../../context.tsx';
import { ResponsiveImage } from '../../primitives/responsive-image.tsx';
import { AuthorCard } from '../../blocks/author-card.tsx';
import { BlockCardItem } from '../../blocks/cards.tsx';
import { ReadingPageSections } from '../../blocks/reading-page-sections.tsx';
import { ReadNext } from '../../blocks/read-next.tsx';
import { CardGrid } from '../../primitives/card-grid.tsx';
import { Section } from '../../primitives/section.tsx';
import { Title } from '../../primitives/title.tsx';
import { PageTitle, ReadingBody } from '../reading-parts.tsx';

const meta = css`
  margin: -${space(1)} 0 ${space(4)};
  color: ${colour.textMuted};
  font-size: 0.9375rem;
`;

export default function InsightTemplate({ page }: TemplateProps<'insight'>) {
  const { t } = useSite();
  const content = page.page;
  const author = content.author;
  return (
    <>
      <article>
        <ReadingBody
          content={content}
          aside={
            <AuthorCard
              author={author}
              updated={content.updated}
              picture={author.picture ? <ResponsiveImage image={author.picture} alt="" sizes="4rem" /> : null}
            />
          }
          // The date is in the line under the title; beside the text on wide screens, what to read next.
          end={content.cards.length > 0 ? <ReadNext cards={content.cards} id="read-next-title" /> : null}
          before={
            <>
              <PageTitle content={content} />
              <p className={meta}>
                <time dateTime={content.published.iso}>{content.published.label}</time>
                <> · {t('article.readingTime', { count: content.readingMinutes })}</>
              </p>
            </>
          }
        />
      </article>
      {content.cards.length > 0 && (
        <Section tone="surface" labelledBy="related-title" block="related">
          <Title level={2} id="related-title">
            {t('article.related')}
          </Title>
          <CardGrid>
            {content.cards.map((card) => (
              <BlockCardItem
                key={card.href}
                card={{ ...card, detail: null, action: null, outcome: null }}
                headingLevel={3}
                trackPrefix="related"
              />
            ))}
          </CardGrid>
        </Section>
      )}
      <ReadingPageSections sections={content.sections} after={content.cards.length ? 'surface' : 'default'} />
    </>
  );
}
