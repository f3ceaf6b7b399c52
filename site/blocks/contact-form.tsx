import { css } from '@linaria/core';
import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
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
  type ContactFieldError,
  type ContactFormName,
  type ContactValues,
} from '../shared/contact-rules.ts';
import { Button } from '../primitives/button.tsx';
import { Checkbox } from '../primitives/checkbox.tsx';
import { Link } from '../primitives/link.tsx';
import { describedBy, field, FieldError, FieldLabel, hintText, TextInput } from '../primitives/text-input.tsx';

export interface ContactFormProps {
  form: ContactFormName;
}

/** `data-state` of the form. */
export type ContactFormState = 'idle' | 'invalid' | 'sending' | 'error';
type Failure = 'server' | 'network';

/** A request still unanswered after this long counts as a network failure, so the form never hangs. */
const SEND_TIMEOUT_MS = 20_000;

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

const alertBox = css`
  margin-bottom: ${space(3)};
  padding: ${space(2)};
  border: 2px solid ${colour.danger};
  border-radius: 6px;
  background: ${colour.background};
  &:focus-visible {
    outline: 2px solid ${colour.text};
    outline-offset: 2px;
  }
  /* Doubled class: the post layout styles every h2 with the same specificity. */
  && h2 {
    margin: 0 0 ${space(1)};
    font-size: 1.125rem;
    color: ${colour.danger};
  }
  p {
    margin: 0;
    font-weight: 700;
    color: ${colour.danger};
  }
  ul {
    margin: 0;
    padding-left: ${space(2.5)};
  }
  a {
    color: ${colour.danger};
    font-weight: 700;
  }
`;

const fieldId = (form: ContactFormName, name: ContactField) => `contact-${form}-${name}`;

/** What the visitor entered, read from the form itself (fields stay uncontrolled: nothing typed is ever reset). */
function readValues(element: HTMLFormElement): ContactValues {
  const data = new FormData(element);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { name: text('name'), email: text('email'), company: text('company'), topic: text('topic'), message: text('message'), consent: data.get('consent') === CONSENT_VALUE };
}

type SendOutcome = { kind: 'sent' } | { kind: 'refused'; errors: ContactErrors } | { kind: 'failed'; reason: Failure };

async function send(endpoint: string, body: Record<string, string>): Promise<SendOutcome> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    return { kind: 'failed', reason: 'network' };
  } finally {
    clearTimeout(timer);
  }
  if (response.ok) return { kind: 'sent' };
  // The endpoint refuses what this form's own checks let through (an older page, a stricter server):
  // show its reasons next to the fields when it names fields the visitor can fix.
  if (response.status === 400) {
    const errors = await fieldErrorsOf(response);
    if (errors) return { kind: 'refused', errors };
  }
  return { kind: 'failed', reason: 'server' };
}

const FIELD_ERRORS: readonly ContactFieldError[] = ['required', 'email', 'tooLong', 'consent', 'unknown'];

async function fieldErrorsOf(response: Response): Promise<ContactErrors | null> {
  try {
    const body = (await response.json()) as { errors?: Record<string, unknown> };
    const errors: ContactErrors = {};
    for (const name of CONTACT_FIELDS) {
      const code = body.errors?.[name];
      if (typeof code === 'string' && (FIELD_ERRORS as readonly string[]).includes(code)) errors[name] = code as ContactFieldError;
    }
    return Object.keys(errors).length ? errors : null;
  } catch {
    return null;
  }
}

/**
 * A contact form (SPEC leaves its fields open: what a consultancy needs). Without JavaScript it is a plain
 * POST with native validation, answered by a redirect to the thank-you page. Once hydrated, it checks every
 * field itself, shows each problem next to its field and in a focused summary, sends JSON, and on any
 * failure says so while keeping everything typed. The first render is the same on the server and in the
 * browser; only `noValidate` switches after hydration.
 */
export function ContactForm({ form }: ContactFormProps) {
  const { site, page, t } = useSite();
  const [state, setState] = useState<ContactFormState>('idle');
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<Failure>('server');
  const [enhanced, setEnhanced] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const sending = useRef(false);
  const thankYou = thankYouPath(page.locale);

  useEffect(() => setEnhanced(true), []);
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
  const topicId = fieldId(form, 'topic');
  const trapId = `contact-${form}-${HONEYPOT_FIELD}`;
  const topicError = message('topic');
  return (
    <form
      className={formStyle}
      method="post"
      action={site.formEndpoint}
      onSubmit={submit}
      onChange={revise}
      onBlur={revise}
      noValidate={enhanced}
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
        <div ref={alertRef} className={alertBox} role="alert" tabIndex={-1} data-alert="summary">
          <h2>{t('form.summary')}</h2>
          <ul>
            {invalidFields.map((name) => (
              <li key={name}>
                <a href={`#${fieldId(form, name)}`} onClick={(event) => goToField(event, name)}>
                  {message(name)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {state === 'error' && (
        <div ref={alertRef} className={alertBox} role="alert" tabIndex={-1} data-alert={failure}>
          <p>{t(`form.errors.${failure}`)}</p>
        </div>
      )}
      <p className={hintText}>{t('form.requiredNote')}</p>
      <TextInput id={fieldId(form, 'name')} label={label('name')} name="name" autoComplete="name" required maxLength={CONTACT_LIMITS.name} error={message('name')} />
      <TextInput id={fieldId(form, 'email')} label={label('email')} name="email" type="email" autoComplete="email" spellCheck={false} required maxLength={CONTACT_LIMITS.email} hint={t('form.emailHint')} error={message('email')} />
      <TextInput id={fieldId(form, 'company')} label={label('company')} name="company" autoComplete="organization" required={isRequiredField(form, 'company')} maxLength={CONTACT_LIMITS.company} error={message('company')} />
      <div className={field} data-state={topicError ? 'invalid' : 'valid'}>
        <FieldLabel htmlFor={topicId} required={false}>
          {label('topic')}
        </FieldLabel>
        <select id={topicId} name="topic" defaultValue={CONTACT_TOPICS[form][0]} aria-invalid={topicError ? 'true' : undefined} aria-describedby={describedBy(topicId, false, Boolean(topicError))}>
          {CONTACT_TOPICS[form].map((topic) => (
            <option key={topic} value={topic}>
              {t(`form.topics.${form}.${topic}`)}
            </option>
          ))}
        </select>
        {topicError && <FieldError id={topicId}>{topicError}</FieldError>}
      </div>
      <TextInput id={fieldId(form, 'message')} label={label('message')} name="message" multiline required maxLength={CONTACT_LIMITS.message} hint={t(`form.${form}.hint`)} error={message('message')} />
      <Checkbox
        id={fieldId(form, 'consent')}
        name="consent"
        value={CONSENT_VALUE}
        required
        error={message('consent')}
        label={
          <>
            {t('form.consent')}{' '}
            {/* A new tab, so reading the policy never loses what was typed. */}
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
