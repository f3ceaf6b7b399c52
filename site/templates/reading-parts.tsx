// A page laid out as a reading column (legal texts, articles), and a marketing page's markdown body.
import type { ReactNode } from 'react';
import type { SharedContent } from '../shared/page-data.ts';
import { PostLayout } from '../blocks/post-layout.tsx';
import { TableOfContents } from '../blocks/table-of-contents.tsx';
import { Markdown } from '../primitives/markdown.tsx';
import { keepLastWordsTogether, Title } from '../primitives/title.tsx';

/** The page title as a level-1 heading, with the lead's kicker and subtitle, for pages laid out as a reading column. */
export function PageTitle({ content }: { content: SharedContent }) {
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
  content: SharedContent;
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
