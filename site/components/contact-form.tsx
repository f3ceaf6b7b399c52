import { useSite } from '../context.tsx';

export interface ContactFormProps {
  form: 'business' | 'general' | 'support';
}

/** A contact form that posts to the configured endpoint and works without JavaScript. */
export function ContactForm({ form }: ContactFormProps) {
  const { site, page, t } = useSite();
  const field = (name: string) => `${form}-${name}`;
  return (
    <form method="post" action={site.formEndpoint} aria-label={t(`form.${form}.label`)} data-form={form}>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="locale" value={page.locale} />
      <p>
        <label htmlFor={field('name')}>{t('form.name')}</label>
        <input id={field('name')} name="name" autoComplete="name" required />
      </p>
      <p>
        <label htmlFor={field('email')}>{t('form.email')}</label>
        <input id={field('email')} name="email" type="email" autoComplete="email" required />
      </p>
      <p>
        <label htmlFor={field('company')}>{t('form.company')}</label>
        <input id={field('company')} name="company" autoComplete="organization" required={form !== 'general'} />
      </p>
      <p>
        <label htmlFor={field('message')}>{t('form.message')}</label>
        <textarea id={field('message')} name="message" rows={6} required />
      </p>
      <p>
        <input id={field('consent')} name="consent" type="checkbox" value="yes" required />
        <label htmlFor={field('consent')}>{t('form.consent')}</label>
      </p>
      <p>
        <button type="submit">{t('form.submit')}</button>
      </p>
    </form>
  );
}
