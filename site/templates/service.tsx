import type { TemplateProps } from '../app.tsx';
import { CardList } from '../components/card-list.tsx';
import { Markdown } from '../components/markdown.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { Prose } from '../components/prose.tsx';

export default function ServiceTemplate({ page }: TemplateProps) {
  return (
    <>
      <PageIntro content={page.page} />
      <Prose>
        <Markdown body={page.page.body} />
      </Prose>
      <CardList cards={page.page.cards} />
    </>
  );
}
