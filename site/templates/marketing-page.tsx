import type { SharedContent } from '../shared/page-data.ts';
import { PageSections } from '../blocks/page-sections.tsx';
import type { LeadTone } from '../blocks/lead.tsx';
import { PageLead, toneAfter } from './parts.tsx';
import { ReadingBody } from './reading-parts.tsx';

/**
 * A marketing page (home, services, industries, audit): its lead, then its sections in order, the body where a
 * `body` section puts it (or before the closing band), and the closing call to action.
 */
export function MarketingPage({ content, fullHeight = false, tone }: { content: SharedContent; fullHeight?: boolean; tone: LeadTone }) {
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
