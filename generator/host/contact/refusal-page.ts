// The page a form posted without JavaScript gets when it is refused or fails: the site's look, the visitor's
// language, what went wrong, and the form again with what they typed, to correct and send from here. The same
// page under `site serve` and at the edge, since both answer through contact-endpoint.ts. Pure but for the nonce.
import { CONSENT_VALUE, CONTACT_LIMITS, isContactForm, isRequiredField, type ContactFormName } from '../../../site/shared/contact-rules.ts';
import { ANSWER_STYLE } from './answer-style.ts';
import { ANSWER_TEXT, type AnswerText, type RefusalReason } from './answer-text.ts';
import type { SubmissionErrors } from './submission.ts';

export type { RefusalReason } from './answer-text.ts';

export interface AnswerPage {
  body: string;
  /** Its own policy: no script at all, and only its own inline style (by nonce). */
  contentSecurityPolicy: string;
}

export interface AnswerContext {
  locales: readonly string[];
  /** The site's origin when another host serves its pages, for the links back to them. */
  siteOrigin: string | null;
  /** Where the form on the page posts: the endpoint itself. */
  endpointPath: string;
}

/** Reasons after which sending the same text again from this page can succeed. */
const RESENDABLE: ReadonlySet<RefusalReason> = new Set(['tooFast', 'rateLimited', 'server']);

const TEXT_FIELDS = ['name', 'email', 'company', 'message'] as const;

export function refusalPage(
  fields: Record<string, unknown> | null,
  problem: SubmissionErrors | RefusalReason,
  context: AnswerContext,
): AnswerPage {
  const locale = typeof fields?.locale === 'string' && context.locales.includes(fields.locale) ? fields.locale : 'en';
  const text = ANSWER_TEXT[locale.startsWith('fr') ? 'fr' : 'en'];
  const site = `${context.siteOrigin ?? ''}/${locale}`;
  const form = isContactForm(fields?.form) && fields?.locale === locale ? fields.form : null;
  const errors = typeof problem === 'string' ? {} : problem;
  const canResend = form !== null && (typeof problem !== 'string' || RESENDABLE.has(problem)) && !errors.form && !errors.locale;
  const title =
    problem === 'alreadySent' ? text.titles.alreadySent : canResend && problem !== 'server' ? text.titles.refused : text.titles.failed;
  const explanation = typeof problem === 'string' ? `<p class="reason">${escape(text.reasons[problem])}</p>` : errorSummary(errors, text);
  const resend = canResend && fields ? resendForm(form, fields, errors, text, context.endpointPath) : '';
  const links = [
    ...(form && problem !== 'alreadySent' ? [[`${site}/contact/${form}/`, text.backToForm]] : []),
    [`${site}/contact/`, text.otherWays],
    ...(problem === 'alreadySent' || !form ? [[`${site}/`, text.backToSite]] : []),
  ]
    .map(([href, label]) => `<li><a href="${escape(href!)}">${escape(label!)}</a></li>`)
    .join('');
  const nonce = randomNonce();
  const head =
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escape(title)} · Factor</title><style nonce="${nonce}">${ANSWER_STYLE}</style>`;
  const logo = `<span class="mark" aria-hidden="true">F</span>Factor`;
  const bar = `<header class="bar"><a href="${escape(site)}/" aria-label="${escape(text.home)}">${logo}</a></header>`;
  const kept = resend ? `<p>${escape(text.kept)}</p>` : '';
  const main = `<main class="wrap"><h1>${escape(title)}</h1>${explanation}${kept}${resend}<ul class="links">${links}</ul></main>`;
  return {
    body: `<!doctype html><html lang="${escape(locale)}"><head>${head}</head><body>${bar}${main}</body></html>`,
    contentSecurityPolicy: `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  };
}

/** The fields in error, each linking to its input below (or naming it when the form cannot be shown again). */
function errorSummary(errors: SubmissionErrors, text: AnswerText): string {
  const separator = text === ANSWER_TEXT.fr ? '\u00A0: ' : ': ';
  const items = Object.entries(errors).map(([field, code]) => {
    const label = escape((text.fields as Record<string, string>)[field] ?? field);
    const explained = `${separator}${explain(text, code!)}`;
    const linked = (TEXT_FIELDS as readonly string[]).includes(field) || field === 'consent';
    return `<li>${linked ? `<a href="#answer-${field}">${label}</a>` : label}${explained}</li>`;
  });
  return `<div class="errors" role="alert"><p>${escape(text.intro)}</p><ul>${items.join('')}</ul></div>`;
}

/** The form again, holding what was posted: corrected here and sent, it never needs the form's page. */
function resendForm(
  form: ContactFormName,
  fields: Record<string, unknown>,
  errors: SubmissionErrors,
  text: AnswerText,
  endpointPath: string,
): string {
  const value = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string) : '');
  const problem = (field: keyof SubmissionErrors) =>
    errors[field] ? `<span class="problem" id="answer-${field}-problem">${explain(text, errors[field]!)}</span>` : '';
  const state = (field: keyof SubmissionErrors) =>
    (isRequiredField(form, field as 'name') ? ' required' : '') +
    (errors[field] ? ` aria-invalid="true" aria-describedby="answer-${field}-problem"` : '');
  const label = (field: (typeof TEXT_FIELDS)[number]) =>
    `<label for="answer-${field}">${escape(text.fields[field])}` +
    `${isRequiredField(form, field) ? ` <span class="hint">${escape(text.required)}</span>` : ''}</label>`;
  const inputs = TEXT_FIELDS.map((field) => {
    const common = `id="answer-${field}" name="${field}" maxlength="${CONTACT_LIMITS[field]}"${state(field)}`;
    const control =
      field === 'message'
        ? `<textarea ${common} rows="6">${escape(value(field))}</textarea>`
        : `<input ${common} type="${field === 'email' ? 'email' : 'text'}" autocomplete="${autocomplete[field]}"` +
          ` value="${escape(value(field))}">`;
    return `<div class="field">${label(field)}${problem(field)}${control}</div>`;
  });
  const consented = fields.consent === CONSENT_VALUE || fields.consent === true;
  const consent =
    `<div class="field">${problem('consent')}<div class="check"><input type="checkbox" id="answer-consent" name="consent" ` +
    `value="${CONSENT_VALUE}"${consented ? ' checked' : ''}${state('consent')}>` +
    `<label for="answer-consent">${escape(text.fields.consent)}</label></div></div>`;
  const hidden = ['form', 'locale', 'topic', 'redirect']
    .map((name) => (value(name) ? `<input type="hidden" name="${name}" value="${escape(value(name))}">` : ''))
    .join('');
  const send = `<button type="submit">${escape(text.sendAgain)}</button>`;
  return `<form method="post" action="${escape(endpointPath)}">${hidden}${inputs.join('')}${consent}${send}</form>`;
}

const autocomplete = { name: 'name', email: 'email', company: 'organization', message: 'off' } as const;

function explain(text: AnswerText, code: string): string {
  return escape((text.codes as Record<string, string>)[code] ?? code);
}

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
