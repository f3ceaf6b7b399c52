import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { colour, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { requiredFields, TOPICS, validateContact, type ContactErrors, type ContactField, type ContactFormName, type ContactValues } from './contact-validation.ts';
import { Link } from './link.tsx';
import { FieldLabel, field, TextInput } from './text-input.tsx';

export interface ContactFormProps {
  form: ContactFormName;
}

type FormState = 'idle' | 'invalid' | 'sending' | 'error';

const formStyle = css`
  margin-top: ${space(4)};
  padding: ${space(4)};
  border: 1px solid ${colour.border};
  border-radius: 8px;
  background: ${colour.surface};
`;

const summary = css`
  margin-bottom: ${space(3)};
  padding: ${space(2)};
  border: 2px solid ${colour.danger};
  border-radius: 6px;
  background: ${colour.background};
  h2 {
    margin: 0 0 ${space(1)};
    font-size: 1.125rem;
    color: ${colour.danger};
  }
  ul {
    margin: 0;
  }
`;

/**
 * A contact form (fields a consultancy needs; SPEC leaves them open). Without JavaScript it is a plain POST
 * with native validation; with it, errors show next to each field and in a summary, and the form is sent as
 * JSON, keeping everything typed if the server fails.
 */
export function ContactForm({ form }: ContactFormProps) {
  const { site, page, t } = useSite();
  const [values, setValues] = useState<ContactValues>({ name: '', email: '', company: '', topic: TOPICS[form][0]!, message: '', consent: false });
  const [errors, setErrors] = useState<ContactErrors>({});
  const [state, setState] = useState<FormState>('idle');
  // Native validation until hydrated (and without JavaScript); then this form's own messages take over.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const summaryRef = useRef<HTMLDivElement>(null);
  const topicId = useId();
  const required = new Set(requiredFields(form));
  const set = (name: ContactField) => (value: string | boolean) => setValues((current) => ({ ...current, [name]: value }));
  const message = (name: ContactField) => (errors[name] ? t(`form.errors.${errors[name]}`, { field: t(`form.${name}`) }) : null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateContact(form, values);
    setErrors(found);
    if (Object.keys(found).length) {
      setState('invalid');
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setState('sending');
    try {
      const response = await fetch(site.formEndpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ form, locale: page.locale, ...values, consent: values.consent ? 'yes' : '' }),
      });
      if (!response.ok) throw new Error(`The form endpoint answered ${response.status}`);
      window.location.assign(`/${page.locale}/contact/thank-you/`);
    } catch {
      setState('error');
      requestAnimationFrame(() => summaryRef.current?.focus());
    }
  };

  const invalidFields = Object.keys(errors) as ContactField[];
  return (
    <form className={formStyle} method="post" action={site.formEndpoint} onSubmit={submit} noValidate={enhanced} aria-label={t(`form.${form}.label`)} data-form={form} data-state={state}>
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="locale" value={page.locale} />
      {(state === 'invalid' || state === 'error') && (
        <div ref={summaryRef} className={summary} role="alert" tabIndex={-1}>
          {state === 'invalid' ? (
            <>
              <h2>{t('form.summary')}</h2>
              <ul>
                {invalidFields.map((name) => (
                  <li key={name}>{message(name)}</li>
                ))}
              </ul>
            </>
          ) : (
            <h2>{t('form.errors.server')}</h2>
          )}
        </div>
      )}
      <TextInput label={t('form.name')} name="name" autoComplete="name" required value={values.name} onChange={set('name')} error={message('name')} maxLength={200} />
      <TextInput label={t('form.email')} name="email" type="email" autoComplete="email" required value={values.email} onChange={set('email')} error={message('email')} maxLength={254} />
      <TextInput label={t('form.company')} name="company" autoComplete="organization" required={required.has('company')} value={values.company} onChange={set('company')} error={message('company')} maxLength={200} />
      <div className={field}>
        <FieldLabel htmlFor={topicId} required={false}>
          {t('form.topic')}
        </FieldLabel>
        <select id={topicId} name="topic" value={values.topic} onChange={(event) => set('topic')(event.target.value)}>
          {TOPICS[form].map((topic) => (
            <option key={topic} value={topic}>
              {t(`form.topics.${form}.${topic}`)}
            </option>
          ))}
        </select>
      </div>
      <TextInput label={t('form.message')} name="message" multiline required value={values.message} onChange={set('message')} error={message('message')} maxLength={5000} hint={t(`form.${form}.hint`)} />
      <Checkbox
        name="consent"
        required
        checked={values.consent}
        onChange={set('consent')}
        error={message('consent')}
        label={
          <>
            {t('form.consent')} <Link href="/legal/privacy/">{t('form.privacyLink')}</Link>
          </>
        }
      />
      <Button type="submit" size="large" skeleton={state === 'sending'} trackId={`contact-${form}-submit`}>
        {state === 'sending' ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
