import type { TemplateProps } from '../app.tsx';
import { ContactForm } from '../components/contact-form.tsx';
import { PageTitle, PostBody } from './parts.tsx';

export default function ContactFormTemplate({ page }: TemplateProps) {
  const content = page.page;
  return <PostBody content={content} before={<PageTitle content={content} />} after={content.form ? <ContactForm form={content.form} /> : null} />;
}
