import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { colour, lineHeight, space, spring } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Link } from '../primitives/link.tsx';

export type CardState = 'enabled' | 'disabled' | 'skeleton';

export interface CardProps {
  title: string;
  /** A route without locale, or an absolute URL. Not followed when the card is disabled or a skeleton. */
  href: string;
  summary: string;
  kicker?: string | null;
  /** Media shown above the text (an image block). */
  media?: ReactNode;
  /** Default: enabled. A skeleton shows grey bars while its content loads. */
  state?: CardState;
  headingLevel?: 2 | 3;
  /** Sent with the card's click event to analytics (SPEC §7). */
  trackId?: string;
  /** A line under the summary: what happens next, how fast. */
  detail?: string | null;
  /** The link's label at the foot of the card, instead of "Read more". */
  action?: string | null;
  /** A figure from a client outcome, shown above the summary. */
  highlight?: { value: string; label: string; client: string } | null;
  /** A line above the title: an article's date, author and reading time. */
  meta?: ReactNode;
}

const card = css`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  background: ${colour.background};
  border: 1px solid ${colour.grey};
  border-radius: 12px;
  overflow: hidden;
  transition:
    transform ${spring.duration} ${spring.easing},
    box-shadow ${spring.duration} ${spring.easing},
    border-color ${spring.duration} ${spring.easing};
  &[data-state='enabled']:hover,
  &[data-state='enabled']:focus-within {
    border-color: ${colour.primary};
    box-shadow: 0 12px 28px -16px rgba(18, 21, 46, 0.35);
    transform: translateY(-2px);
  }
  &[data-state='disabled'] {
    opacity: 0.6;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-state='enabled']:hover {
      transform: none;
    }
  }
`;

const mediaFrame = css`
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${colour.dark};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const body = css`
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
  padding: ${space(3)};
  flex: 1;
`;

const kickerStyle = css`
  margin: 0;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${colour.textMuted};
`;

const heading = css`
  margin: 0;
  font-size: 1.25rem;
  line-height: ${lineHeight};
  a {
    color: ${colour.text};
    text-decoration: none;
  }
  /* The whole card is the link's hit area; the text stays selectable. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  a:focus-visible {
    outline: none;
  }
  a:hover {
    color: ${colour.primary};
  }
`;

const summaryStyle = css`
  margin: 0;
  color: ${colour.textMuted};
`;

const more = css`
  margin-top: auto;
  padding-top: ${space(1)};
  font-weight: 700;
  color: ${colour.primary};
`;

const highlightStyle = css`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0 ${space(1)};
  margin: ${space(0.5)} 0;
  padding: ${space(1.5)} ${space(2)};
  border-left: 3px solid ${colour.accent};
  background: ${colour.surface};
  border-radius: 0 6px 6px 0;
  strong {
    font-size: 1.5rem;
    letter-spacing: -0.02em;
    white-space: nowrap;
  }
  span {
    color: ${colour.textMuted};
    font-size: 0.9375rem;
  }
`;

const detailStyle = css`
  margin: 0;
  font-size: 0.9375rem;
  font-weight: 700;
  color: ${colour.text};
`;

const metaStyle = css`
  margin: 0;
  font-size: 0.875rem;
  color: ${colour.textMuted};
`;

const bar = css`
  display: block;
  height: 1em;
  border-radius: 3px;
  background: ${colour.grey};
`;

/** A link to another page: media, kicker, title, summary. Enabled, disabled or skeleton (SPEC §4). */
export function Card({
  title,
  href,
  summary,
  kicker,
  media,
  state = 'enabled',
  headingLevel = 3,
  trackId,
  detail,
  action,
  highlight,
  meta,
}: CardProps) {
  const { t } = useSite();
  const Heading = `h${headingLevel}` as const;
  if (state === 'skeleton') {
    return (
      <article className={card} data-state="skeleton" aria-busy="true">
        <div className={body}>
          <span className={bar} style={{ width: '40%' }} />
          <span className={bar} style={{ width: '80%', height: '1.4em' }} />
          <span className={bar} />
          <span className={bar} style={{ width: '60%' }} />
        </div>
      </article>
    );
  }
  return (
    <article className={card} data-state={state} data-component="card" data-track-id={trackId}>
      {media && <div className={mediaFrame}>{media}</div>}
      <div className={body}>
        {kicker && <p className={kickerStyle}>{kicker}</p>}
        {meta && <p className={metaStyle}>{meta}</p>}
        <Heading className={heading}>
          {state === 'disabled' ? <span aria-disabled="true">{title}</span> : <Link href={href}>{title}</Link>}
        </Heading>
        {highlight && (
          <p className={highlightStyle}>
            <strong>{highlight.value}</strong> <span>{highlight.label}</span>
          </p>
        )}
        <p className={summaryStyle}>{summary}</p>
        {detail && <p className={detailStyle}>{detail}</p>}
        {state === 'enabled' && (
          <span className={more} aria-hidden="true">
            {action ?? t('card.more')} →
          </span>
        )}
      </div>
    </article>
  );
}
