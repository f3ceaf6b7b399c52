import type { TemplateProps } from '../app.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { Markdown } from '../components/markdown.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { Prose } from '../components/prose.tsx';

export default function ContactFormTemplate({ page }: TemplateProps) {
  return (
    <>
      <PageIntro content={page.page} />
      <Prose>
        <Markdown body={page.page.body} />
        {page.page.form && <ContactForm form={page.page.form} />}
      </Prose>
    </>
  );
}
