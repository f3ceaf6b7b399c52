// Pieces several templates share: the lead or title of a page, its cards, its body in the post layout.
import type { ReactNode } from 'react';
import type { Card as CardData, PageContent } from '../shared/page-data.ts';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { Card } from '../blocks/card.tsx';
import { CardGrid } from '../primitives/card-grid.tsx';
import { Lead } from '../blocks/lead.tsx';
import { Markdown } from '../blocks/markdown.tsx';
import { PostLayout } from '../blocks/post-layout.tsx';
import { Section } from '../primitives/section.tsx';
import { Title } from '../primitives/title.tsx';

/** The page's lead when its front matter has one, inline unless `fullHeight`. */
export function PageLead({ content, fullHeight = false }: { content: PageContent; fullHeight?: boolean }) {
  const lead = content.lead;
  if (!lead) return null;
  const media = lead.image ? <ResponsiveImage image={lead.image} alt="" sizes="100vw" priority /> : null;
  return <Lead title={lead.title} subtitle={lead.subtitle} kicker={lead.kicker} cta={lead.cta} media={media} video={Boolean(lead.video)} inline={!fullHeight} />;
}

/** The page title as a level-1 heading, with the lead's kicker and subtitle when there is no lead block. */
export function PageTitle({ content }: { content: PageContent }) {
  return (
    <Title level={1} id="page-title" kicker={content.lead?.kicker} subtitle={content.lead?.subtitle}>
      {content.lead?.title ?? content.title}
    </Title>
  );
}

/** The markdown body in the post layout, with optional content before and after it. */
export function PostBody({ content, before, after, aside }: { content: PageContent; before?: ReactNode; after?: ReactNode; aside?: ReactNode }) {
  return (
    <PostLayout aside={aside}>
      {before}
      <div>
        <Markdown body={content.body} images={content.bodyImages} />
      </div>
      {after}
    </PostLayout>
  );
}

/** A content page: its lead (or title), its body in the post layout and its cards under `relatedTitle`. */
export function ContentPage({ content, relatedTitle }: { content: PageContent; relatedTitle: string }) {
  return (
    <>
      <PageLead content={content} />
      <PostBody content={content} before={content.lead ? null : <PageTitle content={content} />} />
      <CardSection content={content} title={relatedTitle} />
    </>
  );
}

/** A card's picture: the target page's lead image, at card size. */
export function cardMedia(card: CardData) {
  return card.image ? <ResponsiveImage image={card.image} alt="" sizes="(max-width: 50rem) 100vw, 26rem" /> : null;
}

/** The page's cards in a grid section. */
export function CardSection({ content, title, tone = 'surface' }: { content: PageContent; title: string; tone?: 'default' | 'surface' }) {
  if (!content.cards.length) return null;
  return (
    <Section tone={tone} labelledBy="cards-title">
      <Title level={2} id="cards-title">
        {title}
      </Title>
      <CardGrid>
        {content.cards.map((card) => (
          <Card key={card.href} href={card.href} title={card.title} summary={card.summary} kicker={card.kicker} media={cardMedia(card)} trackId={`card-${card.href}`} />
        ))}
      </CardGrid>
    </Section>
  );
}
