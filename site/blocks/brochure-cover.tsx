import { css } from '@linaria/core';
import type { ImageSource } from '../shared/page-data.ts';
import { colour, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Logo } from '../primitives/logo.tsx';
import { ResponsiveImage } from '../primitives/responsive-image.tsx';

/*
 * The brochure's cover as the PDF prints it (generator/documents): A4 portrait, the brochure's artwork in its
 * upper half, the title below, the wordmark at the foot.
 */
const cover = css`
  display: flex;
  flex-direction: column;
  aspect-ratio: 210 / 297;
  width: 100%;
  max-width: 20rem;
  padding: ${space(2.5)};
  border-radius: 6px;
  background: ${colour.dark};
  color: ${colour.white};
  box-shadow:
    0 1px 0 rgba(255, 255, 255, 0.08) inset,
    0 32px 56px -28px rgba(18, 21, 46, 0.7);
  transform: rotate(-2deg);
  @media (prefers-reduced-motion: reduce) {
    transform: none;
  }
`;

const art = css`
  aspect-ratio: 4 / 3;
  border-radius: 4px;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const kicker = css`
  margin: ${space(2)} 0 ${space(0.5)};
  font-size: 0.625rem;
  font-weight: 700;
  letter-spacing: 0.14em;
  text-transform: uppercase;
  color: ${colour.accent};
`;

const title = css`
  margin: 0;
  font-size: 1.125rem;
  font-weight: 700;
  line-height: 1.2;
  text-wrap: balance;
`;

const foot = css`
  margin-top: auto;
  font-size: 0.75rem;
`;

/**
 * A picture of the brochure's cover, for its page and its download page. `priority` where it is on the first
 * screen (the download page's lead has no picture): its art then loads at once instead of last.
 */
export function BrochureCover({ title: name, image, priority = false }: { title: string; image: ImageSource | null; priority?: boolean }) {
  const { site, t } = useSite();
  return (
    <div className={cover} role="img" aria-label={t('brochure.cover', { title: name })} data-component="brochure-cover">
      {image && (
        <div className={art}>
          <ResponsiveImage image={image} alt="" sizes="18rem" priority={priority} />
        </div>
      )}
      <p className={kicker} aria-hidden="true">
        {t('brochure.kicker')}
      </p>
      <p className={title} aria-hidden="true">
        {name}
      </p>
      <div className={foot} aria-hidden="true">
        <Logo name={site.siteName} tone="inverted" />
      </div>
    </div>
  );
}
