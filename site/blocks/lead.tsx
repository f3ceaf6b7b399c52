import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import {
  colour,
  leadMinHeight,
  media as breakpoints,
  pageMaxWidth,
  pagePadding,
  pagePaddingMobile,
  space,
  typeScale,
} from '../design/tokens.ts';
import { ButtonLink } from '../primitives/button-link.tsx';
import { Link } from '../primitives/link.tsx';
import { keepLastWordsTogether } from '../primitives/title.tsx';
import { VideoNotice } from '../primitives/video-notice.tsx';

export type LeadTone = 'dark' | 'light';

export interface LeadProps {
  title: string;
  subtitle?: string | null;
  /** The category label above the title. */
  kicker?: string | null;
  /** With `download`, the action is a file to download: its media type. */
  cta?: { label: string; href: string; trackId?: string; download?: string } | null;
  /** A secondary link beside the call to action. */
  secondary?: { label: string; href: string } | null;
  /** The lead's media (an image block): the page's artwork, in its own tile beside the text, never behind it. */
  media?: ReactNode;
  /** `plain` for media drawn with a frame of its own (a brochure's cover), instead of the artwork tile. */
  mediaFrame?: 'tile' | 'plain';
  /** A video: not played yet, so the lead shows a notice saying so over its media (SPEC §2). */
  video?: boolean;
  /** Inline leads sit in the page flow; the others fill at least 90% of the viewport height (SPEC §2). */
  inline?: boolean;
  /** Default: dark (navy); light is the surface tone with dark text. */
  tone?: LeadTone;
}

const lead = css`
  position: relative;
  display: flex;
  align-items: center;
  overflow: hidden;
  &[data-tone='dark'] {
    color: ${colour.white};
    background: ${colour.dark};
  }
  &[data-tone='light'] {
    color: ${colour.text};
    background: ${colour.surface};
  }
  &[data-inline='false'] {
    min-height: ${leadMinHeight};
  }
`;

const grid = css`
  display: grid;
  gap: ${space(5)};
  align-items: center;
  width: 100%;
  max-width: ${pageMaxWidth};
  margin: 0 auto;
  padding: ${space(10)} ${pagePadding};
  ${breakpoints.desktop} {
    gap: ${space(8)};
    &[data-media='true'] {
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
    }
  }
  /* Without artwork the text keeps a readable measure instead of spanning the page. */
  &[data-media='false'] > div {
    max-width: 52rem;
  }
  [data-inline='true'] > & {
    padding-block: ${space(8)};
  }
  ${breakpoints.mobile} {
    padding: ${space(6)} ${pagePaddingMobile} ${space(5)};
    gap: ${space(4)};
  }
`;

const kickerStyle = css`
  margin: 0 0 ${space(2)};
  font-size: ${typeScale.kicker};
  font-weight: 700;
  letter-spacing: 0.12em;
  text-transform: uppercase;
  [data-tone='dark'] & {
    color: ${colour.onDarkMuted};
  }
  [data-tone='light'] & {
    color: ${colour.primary};
  }
`;

const titleStyle = css`
  margin: 0;
  line-height: 1.05;
  letter-spacing: -0.03em;
  overflow-wrap: break-word;
  text-wrap: balance;
  [data-inline='false'] & {
    font-size: ${typeScale.display};
    ${breakpoints.mobile} {
      font-size: ${typeScale.displayMobile};
    }
  }
  [data-inline='true'] & {
    font-size: ${typeScale.h1};
    line-height: 1.1;
  }
`;

const subtitleStyle = css`
  margin: ${space(3)} 0 0;
  max-width: 38rem;
  font-size: ${typeScale.lede};
  line-height: 1.55;
  [data-tone='dark'] & {
    color: ${colour.onDarkMuted};
  }
  [data-tone='light'] & {
    color: ${colour.textMuted};
  }
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(3)};
  margin-top: ${space(4)};
`;

const secondaryLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 700;
  [data-tone='dark'] & {
    color: ${colour.white};
  }
`;

/* The artwork tile: its own rounded frame in the 4:3 the art is drawn for. */
const artwork = css`
  position: relative;
  aspect-ratio: 4 / 3;
  border-radius: 16px;
  overflow: hidden;
  background: ${colour.dark};
  box-shadow: 0 32px 64px -40px rgba(18, 21, 46, 0.6);
  /* On a navy lead the tile's own navy ground would melt into it: a hairline keeps its edge. */
  [data-tone='dark'] & {
    outline: 1px solid rgba(255, 255, 255, 0.12);
    outline-offset: -1px;
  }
  > *,
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  ${breakpoints.mobile} {
    [data-inline='true'] > * > & {
      aspect-ratio: 16 / 9;
    }
  }
`;

const plainMedia = css`
  display: flex;
  justify-content: center;
`;

/** The lead (hero) block: kicker, large title, subtitle, actions, and the page's artwork beside them (SPEC §2). */
export function Lead({
  title,
  subtitle,
  kicker,
  cta,
  secondary,
  media,
  mediaFrame = 'tile',
  video = false,
  inline = false,
  tone = 'dark',
}: LeadProps) {
  return (
    <header className={lead} data-inline={String(inline)} data-tone={tone} data-lead="">
      <div className={grid} data-media={String(Boolean(media || video))}>
        <div>
          {kicker && <p className={kickerStyle}>{kicker}</p>}
          <h1 className={titleStyle} id="page-title" tabIndex={-1}>
            {keepLastWordsTogether(title)}
          </h1>
          {subtitle && <p className={subtitleStyle}>{subtitle}</p>}
          {(cta || secondary) && (
            <div className={actions}>
              {cta && (
                <ButtonLink
                  href={cta.href}
                  intent={tone === 'dark' ? 'white' : 'primary'}
                  size="large"
                  trackId={cta.trackId ?? 'lead-cta'}
                  {...(cta.download ? { download: true, type: cta.download } : {})}
                >
                  {cta.label}
                </ButtonLink>
              )}
              {secondary && (
                <Link href={secondary.href} className={secondaryLink} data-track-id="lead-secondary">
                  {secondary.label} →
                </Link>
              )}
            </div>
          )}
        </div>
        {(media || video) && (
          <div className={mediaFrame === 'tile' ? artwork : plainMedia}>
            {media}
            {video && <VideoNotice variant="overlay" />}
          </div>
        )}
      </div>
    </header>
  );
}
