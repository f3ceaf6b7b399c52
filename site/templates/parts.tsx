// The page's lead, which most templates open with. Reading pages (reading-parts.tsx) and marketing pages
// (marketing-page.tsx) have modules of their own, so that a template's stylesheet holds only what it shows.
import type { SharedContent } from '../shared/page-data.ts';
import type { SectionTone } from '../design/tokens.ts';
import { ResponsiveImage } from '../primitives/responsive-image.tsx';
import { Lead, type LeadTone } from '../blocks/lead.tsx';

/** The page's lead: its artwork beside the text; without a `lead` in front matter, the page title in a light band. */
export function PageLead({
  content,
  fullHeight = false,
  tone = 'light',
}: {
  content: SharedContent;
  fullHeight?: boolean;
  tone?: LeadTone;
}) {
  const lead = content.lead;
  const media = lead?.image ? <ResponsiveImage image={lead.image} alt="" sizes="(max-width: 50rem) 100vw, 34rem" priority /> : null;
  return (
    <Lead
      title={lead?.title ?? content.title}
      subtitle={lead?.subtitle}
      kicker={lead?.kicker}
      cta={lead?.cta}
      secondary={lead?.secondary}
      media={media}
      video={Boolean(lead?.video)}
      inline={!fullHeight}
      tone={lead ? tone : 'light'}
    />
  );
}

/** The tone of the band under a lead of this tone. */
export function toneAfter(tone: LeadTone): SectionTone {
  return tone === 'dark' ? 'dark' : 'surface';
}
