import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { colour, lineHeight, leadMinHeight, leadTitleSize, leadTitleSizeMobile, media as breakpoints, pageMaxWidth, pagePadding, space } from '../design/tokens.ts';
import { VideoNotice } from '../primitives/video-notice.tsx';
import { ButtonLink } from '../components/button-link.tsx';

export interface LeadProps {
  title: string;
  subtitle?: string | null;
  /** The category label above the title. */
  kicker?: string | null;
  cta?: { label: string; href: string; trackId?: string } | null;
  /** Background media (an image block), covered by a dark wash so the text stays readable. */
  media?: ReactNode;
  /** A background video: not played yet, so the lead shows a notice saying so over its media (SPEC §2). */
  video?: boolean;
  /** Inline leads sit in the page flow; the others fill at least 90% of the viewport height (SPEC §2). */
  inline?: boolean;
}

const lead = css`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: flex-end;
  color: ${colour.white};
  background: ${colour.dark};
  overflow: hidden;
  &[data-inline='false'] {
    min-height: ${leadMinHeight};
  }
  &[data-inline='true'] {
    min-height: 28rem;
  }
`;

const backdrop = css`
  position: absolute;
  inset: 0;
  z-index: -1;
  > * {
    width: 100%;
    height: 100%;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    background: linear-gradient(180deg, rgba(18, 21, 46, 0.55) 0%, rgba(18, 21, 46, 0.88) 100%);
  }
`;

const content = css`
  width: 100%;
  max-width: ${pageMaxWidth};
  margin: 0 auto;
  padding: ${space(14)} ${pagePadding} ${space(8)};
  ${breakpoints.mobile} {
    padding: ${space(10)} ${space(2.5)} ${space(6)};
  }
`;

const kickerStyle = css`
  margin: 0 0 ${space(2)};
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.1em;
  text-transform: uppercase;
`;

const titleStyle = css`
  margin: 0;
  max-width: 18ch;
  line-height: 1.05;
  letter-spacing: -0.03em;
  overflow-wrap: break-word;
  hyphens: auto;
  [data-inline='false'] & {
    font-size: ${leadTitleSize};
    ${breakpoints.mobile} {
      font-size: ${leadTitleSizeMobile};
    }
  }
  [data-inline='true'] & {
    max-width: 24ch;
    font-size: clamp(2.25rem, 1.5rem + 2.5vw, 3.25rem);
    line-height: ${lineHeight};
  }
`;

const subtitleStyle = css`
  margin: ${space(3)} 0 0;
  max-width: 40rem;
  font-size: 1.25rem;
  line-height: 1.5;
  color: rgba(255, 255, 255, 0.9);
`;

const actions = css`
  margin-top: ${space(4)};
`;

/** The lead (hero) block: kicker, large title, subtitle, call to action, background media (SPEC §2). */
export function Lead({ title, subtitle, kicker, cta, media, video = false, inline = false }: LeadProps) {
  return (
    <header className={lead} data-inline={String(inline)} data-lead="">
      {media && <div className={backdrop}>{media}</div>}
      {video && <VideoNotice variant="overlay" />}
      <div className={content}>
        {kicker && <p className={kickerStyle}>{kicker}</p>}
        <h1 className={titleStyle} id="page-title" tabIndex={-1}>
          {title}
        </h1>
        {subtitle && <p className={subtitleStyle}>{subtitle}</p>}
        {cta && (
          <div className={actions}>
            <ButtonLink href={cta.href} intent="white" size="large" trackId={cta.trackId ?? 'lead-cta'}>
              {cta.label}
            </ButtonLink>
          </div>
        )}
      </div>
    </header>
  );
}
