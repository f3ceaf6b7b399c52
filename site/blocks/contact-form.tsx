import { css } from '@linaria/core';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { useCommitEffect } from '../primitives/use-commit-effect.ts';
import { colour, media, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';
import {
  CONSENT_VALUE,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  CONTACT_TOPICS,
  HONEYPOT_FIELD,
  isRequiredField,
  thankYouPath,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactFormName,
} from '../shared/contact-rules.ts';
import { Button } from '../primitives/button.tsx';
import { Checkbox } from '../primitives/checkbox.tsx';
import { Link } from '../primitives/link.tsx';
import { describedBy, field, FieldError, FieldLabel, hintText, TextInput } from '../primitives/text-input.tsx';
import { ErrorSummary, FailureAlert, SentNote } from './contact-form-alerts.tsx';
import { readValues, send, type Failure } from './contact-form-send.ts';
import { useBackAfterSending, useStampOnFirstFocus } from './contact-form-visit.ts';

export interface ContactFormProps {
  form: ContactFormName;
}

/** `data-state` of the form. */
export type ContactFormState = 'idle' | 'invalid' | 'sending' | 'error';

const formStyle = css`
  margin-top: ${space(4)};
  padding: ${space(4)};
  border: 1px solid ${colour.border};
  border-radius: 8px;
  background: ${colour.surface};
  ${media.mobile} {
    padding: ${space(2.5)} ${space(2)};
  }
`;

const fieldId = (form: ContactFormName, name: ContactField) => `contact-${form}-${name}`;

/**
 * A contact form (SPEC leaves its fields open: what a consultancy needs). Without JavaScript it is a plain
 * POST with native validation, answered by a redirect to the thank-you page. Once hydrated, it checks every
 * field itself, shows each problem next to its field and in a focused summary, sends JSON, and on any
 * failure says so while keeping everything typed. The first render is the same on the server and in the
 * browser; only `noValidate` switches, as hydration commits.
 */
export function ContactForm({ form }: ContactFormProps) {
  const { site, page, t } = useSite();
  const [state, setState] = useState<ContactFormState>('idle');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<Failure>('server');
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const [cameBack, setCameBack] = useState(false);
  const startWriting = useStampOnFirstFocus(site.formEndpoint, form);
  const markSent = useBackAfterSending(form, formRef, () => {
    sending.current = false;
    setErrors({});
    setState('idle');
    setCameBack(true);
  });
  const thankYou = thankYouPath(page.locale);

  // In the hydration's own commit, not in a render after it (a passive effect's state update lands a task or more
  // later): from the moment the page is interactive, a click on "Send" reaches these checks, never the browser's.
  useCommitEffect(() => {
    formRef.current!.noValidate = true;
  }, []);
  useEffect(() => {
    if (focusRequest > 0) alertRef.current?.focus();
  }, [focusRequest]);

  // Messages quote the field's own label, so what the summary names is what the visitor sees on the form.
  const label = (name: Exclude<ContactField, 'consent'>) => t(`form.${name}`);
  const message = (name: ContactField): string | null => {
    const code = errors[name];
    if (!code) return null;
    if (name === 'consent') return t('form.errors.consent');
    return t(`form.errors.${code}`, { field: label(name), max: CONTACT_LIMITS[name] });
  };

  const showProblem = (next: ContactFormState) => {
    setState(next);
    setFocusRequest((count) => count + 1);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const values = readValues(event.currentTarget);
    const found = validateContact(form, values);
    setErrors(found);
    if (Object.keys(found).length) return showProblem('invalid');
    sending.current = true;
    setState('sending');
    const outcome = await send(site.formEndpoint, {
      form,
      locale: page.locale,
      redirect: thankYou,
      name: values.name,
      email: values.email,
      company: values.company,
      topic: values.topic,
      message: values.message,
      consent: values.consent ? CONSENT_VALUE : '',
      // Sent as it is: the endpoint drops a submission whose trap was filled.
      [HONEYPOT_FIELD]: String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? ''),
    });
    if (outcome.kind === 'sent') {
      // Stays "sending" while the thank-you page loads, so a second click cannot send it twice.
      markSent();
      window.location.assign(thankYou);
      return;
    }
    sending.current = false;
    if (outcome.kind === 'refused') {
      setErrors(outcome.errors);
      return showProblem('invalid');
    }
    setFailure(outcome.reason);
    showProblem('error');
  };

  // A corrected field loses its message at once; new problems only appear on the next submit.
  const revise = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name as ContactField;
    if (!errors[name]) return;
    if (validateContact(form, readValues(event.currentTarget))[name]) return;
    const rest = { ...errors };
    delete rest[name];
    setErrors(rest);
    if (state === 'invalid' && !Object.keys(rest).length) setState('idle');
  };

  const goToField = (event: MouseEvent<HTMLAnchorElement>, name: ContactField) => {
    const target = document.getElementById(fieldId(form, name));
    if (!target) return;
    event.preventDefault();
    // The label first, so the question is in view along with the field.
    document.querySelector(`label[for="${fieldId(form, name)}"]`)?.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  };

  const invalidFields = CONTACT_FIELDS.filter((name) => errors[name]);
  // The props every text field shares: its id, label, name, length limit and message.
  const fieldProps = (name: 'name' | 'email' | 'company' | 'message') => ({
    id: fieldId(form, name),
    label: label(name),
    name,
    maxLength: CONTACT_LIMITS[name],
    error: message(name),
  });
  const topicId = fieldId(form, 'topic');
  const trapId = `contact-${form}-${HONEYPOT_FIELD}`;
  const topicError = message('topic');
  return (
    <form
      ref={formRef}
      className={formStyle}
      method="post"
      action={site.formEndpoint}
      onSubmit={submit}
      onChange={revise}
      onBlur={revise}
      onFocus={startWriting}
      aria-label={t(`form.${form}.label`)}
      data-form={form}
      data-state={state}
    >
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="locale" value={page.locale} />
      <input type="hidden" name="redirect" value={thankYou} />
      {/* A spam trap: hidden from view and from assistive technology, out of the tab order, so only a program fills it. */}
      <div className="visually-hidden" aria-hidden="true">
        <label htmlFor={trapId}>Website</label>
        <input id={trapId} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {state === 'invalid' && invalidFields.length > 0 && (
        <ErrorSummary
          focusRef={alertRef}
          title={t('form.summary')}
          problems={invalidFields.map((name) => ({
            href: `#${fieldId(form, name)}`,
            text: message(name)!,
            go: (event) => goToField(event, name),
          }))}
        />
      )}
      {cameBack && state === 'idle' && <SentNote text={t('form.sent')} />}
      {state === 'error' && <FailureAlert focusRef={alertRef} failure={failure} text={t(`form.errors.${failure}`)} />}
      <p className={hintText}>{t('form.requiredNote')}</p>
      <TextInput {...fieldProps('name')} autoComplete="name" required />
      <TextInput {...fieldProps('email')} type="email" autoComplete="email" spellCheck={false} required hint={t('form.emailHint')} />
      <TextInput {...fieldProps('company')} autoComplete="organization" required={isRequiredField(form, 'company')} />
      <div className={field} data-state={topicError ? 'invalid' : 'valid'}>
        <FieldLabel htmlFor={topicId} required={false}>
          {label('topic')}
        </FieldLabel>
        <select
          id={topicId}
          name="topic"
          defaultValue={CONTACT_TOPICS[form][0]}
          aria-invalid={topicError ? 'true' : undefined}
          aria-describedby={describedBy(topicId, false, Boolean(topicError))}
        >
          {CONTACT_TOPICS[form].map((topic) => (
            <option key={topic} value={topic}>
              {t(`form.topics.${form}.${topic}`)}
            </option>
          ))}
        </select>
        {topicError && <FieldError id={topicId}>{topicError}</FieldError>}
      </div>
      <TextInput {...fieldProps('message')} multiline required hint={t(`form.${form}.hint`)} />
      <Checkbox
        id={fieldId(form, 'consent')}
        name="consent"
        value={CONSENT_VALUE}
        required
        error={message('consent')}
        label={
          <>
            {t('form.consent')} {/* A new tab, so reading the policy never loses what was typed. */}
            <Link href="/legal/privacy/" target="_blank" rel="noopener">
              {t('form.privacyLink')}
            </Link>
          </>
        }
      />
      <p className="visually-hidden" role="status">
        {state === 'sending' ? t('form.sending') : ''}
      </p>
      <Button type="submit" size="large" skeleton={state === 'sending'} trackId={`contact-${form}-submit`}>
        {state === 'sending' ? t('form.sending') : t('form.submit')}
      </Button>
    </form>
  );
}
