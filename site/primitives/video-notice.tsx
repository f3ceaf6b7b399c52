import { css } from '@linaria/core';
import { colour, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';

export interface VideoNoticeProps {
  /** What the video shows (its alt text), said after the notice. */
  label?: string | null;
  /** `overlay` sits in a lead's backdrop, light on dark; `block` sits in running text. */
  variant?: 'block' | 'overlay';
}

/* Spans shown as blocks: a notice may stand where a markdown image stood, inside a paragraph. */
const notice = css`
  display: block;
  margin: 0 0 1.5em;
  padding: ${space(2)} ${space(2.5)};
  border: 1px dashed ${colour.border};
  border-radius: 6px;
  color: ${colour.textMuted};
  background: ${colour.surface};
  > span {
    display: block;
  }
  > span + span {
    margin-top: ${space(0.5)};
  }
  /* In a lead: at the top right, clear of the title and call to action at the bottom. */
  &[data-variant='overlay'] {
    position: absolute;
    top: ${space(2)};
    right: ${space(2)};
    max-width: calc(100% - ${space(4)});
    margin: 0;
    border-color: rgba(255, 255, 255, 0.5);
    color: ${colour.white};
    background: rgba(18, 21, 46, 0.85);
  }
`;

/** Stands in for a video in a media block: the site plays no videos yet, and says so (SPEC §2). */
export function VideoNotice({ label, variant = 'block' }: VideoNoticeProps) {
  const { t } = useSite();
  return (
    <span className={notice} role="note" data-component="video" data-variant={variant}>
      <span>{t('media.videoUnsupported')}</span>
      {label && <span>{label}</span>}
    </span>
  );
}
