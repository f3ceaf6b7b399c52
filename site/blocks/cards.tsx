import type { BlockCard, CardsBlock } from '../shared/blocks.ts';
import { ResponsiveImage } from '../primitives/responsive-image.tsx';
import { CardGrid } from '../primitives/card-grid.tsx';
import { SectionHeading } from '../primitives/section-heading.tsx';
import { Card } from './card.tsx';
import { ArticleMetaLine } from './article-meta.tsx';

/** A card's picture: the target page's artwork, at card size. */
export function cardMedia(card: Pick<BlockCard, 'image'>) {
  return card.image ? <ResponsiveImage image={card.image} alt="" sizes="(max-width: 50rem) 100vw, 26rem" /> : null;
}

/** A card of a cards section: its page, and what the section adds (a detail, an action, an outcome's figure). */
export function BlockCardItem({ card, headingLevel, trackPrefix }: { card: BlockCard; headingLevel: 2 | 3; trackPrefix: string }) {
  const figure = card.outcome?.figures[0];
  return (
    <Card
      href={card.href}
      title={card.title}
      summary={card.summary}
      kicker={card.kicker}
      media={cardMedia(card)}
      headingLevel={headingLevel}
      trackId={`${trackPrefix}-${card.href}`}
      detail={card.detail}
      action={card.action}
      highlight={figure ? { value: figure.value, label: figure.label, client: card.outcome!.client } : null}
      meta={card.article ? <ArticleMetaLine article={card.article} /> : null}
    />
  );
}

/** Cards linking to pages, under an optional heading. */
export function Cards({ block, id }: { block: CardsBlock; id: string }) {
  return (
    <>
      <SectionHeading id={id} title={block.title} intro={block.intro} />
      <CardGrid label={block.title ?? undefined}>
        {block.items.map((card) => (
          <BlockCardItem key={card.href} card={card} headingLevel={block.title ? 3 : 2} trackPrefix="card" />
        ))}
      </CardGrid>
    </>
  );
}
