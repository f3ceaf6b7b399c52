// Pieces several templates share: the page's lead, its sections, its body in a reading column.
import type { ReactNode } from 'react';
import type { PageContent } from '../shared/page-data.ts';
import type { SectionTone } from '../design/tokens.ts';
import { ResponsiveImage } from '../primitives/responsive-image.tsx';
import { Lead, type LeadTone } from '../blocks/lead.tsx';
import { PageSections } from '../blocks/page-sections.tsx';
import { PostLayout } from '../blocks/post-layout.tsx';
import { TableOfContents } from '../blocks/table-of-contents.tsx';
import { Markdown } from '../primitives/markdown.tsx';
import { keepLastWordsTogether, Title } from '../primitives/title.tsx';

/** The page's lead: its artwork beside the text; without a `lead` in front matter, the page title in a light band. */
export function PageLead({ content, fullHeight = false, tone = 'light' }: { content: PageContent; fullHeight?: boolean; tone?: LeadTone }) {
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

/** The page title as a level-1 heading, with the lead's kicker and subtitle, for pages laid out as a reading column. */
export function PageTitle({ content }: { content: PageContent }) {
  return (
    <Title level={1} id="page-title" kicker={content.lead?.kicker} subtitle={content.lead?.subtitle}>
      {keepLastWordsTogether(content.lead?.title ?? content.title)}
    </Title>
  );
}

/** The markdown body in the reading layout, with a table of contents beside long texts on wide screens. */
export function ReadingBody({
  content,
  before,
  after,
  aside,
  end,
}: {
  content: PageContent;
  before?: ReactNode;
  after?: ReactNode;
  aside?: ReactNode;
  end?: ReactNode;
}) {
  const contents = content.toc.length >= 3 ? <TableOfContents links={content.toc} /> : null;
  return (
    <PostLayout
      header={before}
      end={end}
      aside={
        aside || contents ? (
          <>
            {aside}
            {contents}
          </>
        ) : undefined
      }
    >
      <div>
        <Markdown body={content.body} images={content.bodyImages} />
      </div>
      {after}
    </PostLayout>
  );
}

/**
 * A marketing page (home, services, industries, audit): its lead, then its sections in order, the body where a
 * `body` section puts it (or before the closing band), and the closing call to action.
 */
export function MarketingPage({ content, fullHeight = false, tone }: { content: PageContent; fullHeight?: boolean; tone: LeadTone }) {
  const hasBody = content.body.length > 0;
  const placed = content.sections.some((block) => block.type === 'body');
  const body = hasBody ? <ReadingBody content={content} /> : null;
  return (
    <>
      <PageLead content={content} fullHeight={fullHeight} tone={tone} />
      <PageSections
        sections={content.sections}
        after={toneAfter(content.lead ? tone : 'light')}
        body={body}
        beforeClosing={placed ? null : body}
      />
    </>
  );
}
