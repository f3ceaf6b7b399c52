import { css } from '@linaria/core';
import type { CallToActionBlock } from '../shared/blocks.ts';
import { colour, media, space, typeScale } from '../design/tokens.ts';
import { ButtonLink } from '../primitives/button-link.tsx';
import { Link } from '../primitives/link.tsx';
import { RichText } from '../primitives/rich-text.tsx';

const layout = css`
  display: grid;
  gap: ${space(4)};
  align-items: center;
  ${media.desktop} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    gap: ${space(8)};
  }
  h2 {
    margin: 0;
    font-size: ${typeScale.h2};
    letter-spacing: -0.02em;
  }
`;

const text = css`
  margin: ${space(2)} 0 0;
  font-size: ${typeScale.lede};
  color: ${colour.primaryTint};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  ${media.desktop} {
    justify-content: flex-end;
  }
`;

const secondaryLink = css`
  font-weight: 700;
  min-height: 44px;
  display: inline-flex;
  align-items: center;
`;

/** The band that ends every page: one sentence, a button and a secondary link. */
export function CallToAction({ block, id }: { block: CallToActionBlock; id: string }) {
  return (
    <div className={layout} data-component="call-to-action">
      <div>
        <h2 id={id}>{block.title}</h2>
        {block.text && <RichText nodes={block.text} className={text} />}
      </div>
      <div className={actions}>
        <ButtonLink href={block.action.href} intent="white" size="large" trackId="cta-primary">
          {block.action.label}
        </ButtonLink>
        {block.secondary && (
          <Link href={block.secondary.href} className={secondaryLink} data-track-id="cta-secondary">
            {block.secondary.label} →
          </Link>
        )}
      </div>
    </div>
  );
}
