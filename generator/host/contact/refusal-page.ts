// The page a form posted without JavaScript gets when it is refused. The site's translations are not loaded
// by the endpoints, so the few sentences it needs are kept here in both base languages. Pure.
import { isContactForm } from '../../../site/shared/contact-rules.ts';
import type { SubmissionErrors } from './submission.ts';

const PAGE_TEXT = {
  en: {
    title: 'Your message was not sent',
    intro: 'Please correct the following, then send the form again:',
    back: 'Go back to the form with your browser’s Back button: what you typed is still there.',
    link: 'Back to the form',
    fields: {
      name: 'Full name',
      email: 'Work email',
      company: 'Company',
      topic: 'Topic',
      message: 'Message',
      consent: 'Consent to the privacy policy',
      form: 'Form',
      locale: 'Language',
    },
    codes: {
      required: 'please fill this in.',
      email: 'please enter an address like name@company.com.',
      tooLong: 'please shorten it.',
      consent: 'please tick the box.',
      unknown: 'not recognised.',
      invalid: 'it holds characters that could not be read; please type it again.',
    },
    reasons: {
      method: 'This address only receives contact forms.',
      type: 'The form was sent in a format this server does not read.',
      size: 'The form was too long to be received.',
      unreadable: 'The form could not be read. Please send it again.',
      server: 'The form could not be received. Please try again in a moment.',
      tooFast: 'The form was sent before it could have been filled in. Please wait a few seconds, then send it again.',
      rateLimited: 'Several messages have just been sent from your connection. Please try again in a few minutes.',
      alreadySent: 'This form was already sent from this page, and your message was received: there is no need to send it again.',
    },
  },
  fr: {
    title: 'Votre message n’a pas été envoyé',
    intro: 'Merci de corriger les points suivants, puis de renvoyer le formulaire :',
    back: 'Revenez au formulaire avec le bouton Retour de votre navigateur : ce que vous avez saisi y est toujours.',
    link: 'Revenir au formulaire',
    fields: {
      name: 'Nom complet',
      email: 'Adresse e-mail professionnelle',
      company: 'Entreprise',
      topic: 'Sujet',
      message: 'Message',
      consent: 'Accord sur la politique de confidentialité',
      form: 'Formulaire',
      locale: 'Langue',
    },
    codes: {
      required: 'ce champ est à remplir.',
      email: 'saisissez une adresse du type nom@entreprise.com.',
      tooLong: 'merci de raccourcir.',
      consent: 'merci de cocher la case.',
      unknown: 'non reconnu.',
      invalid: 'contient des caractères illisibles ; merci de le saisir à nouveau.',
    },
    reasons: {
      method: 'Cette adresse reçoit uniquement les formulaires de contact.',
      type: 'Le formulaire a été envoyé dans un format que ce serveur ne lit pas.',
      size: 'Le formulaire était trop long pour être reçu.',
      unreadable: 'Le formulaire n’a pas pu être lu. Merci de le renvoyer.',
      server: 'Le formulaire n’a pas pu être reçu. Réessayez dans un instant.',
      tooFast: 'Le formulaire a été envoyé avant d’avoir pu être rempli. Patientez quelques secondes, puis renvoyez-le.',
      rateLimited: 'Plusieurs messages viennent d’être envoyés depuis votre connexion. Réessayez dans quelques minutes.',
      alreadySent: 'Ce formulaire a déjà été envoyé depuis cette page, et votre message a bien été reçu : inutile de le renvoyer.',
    },
  },
} as const;

/** Why a whole form was refused, as opposed to one field at a time. */
export type RefusalReason = keyof (typeof PAGE_TEXT)['en']['reasons'];

/**
 * The refusal page, in the posted locale's language. `siteOrigin` makes the link back to the form absolute
 * when the endpoint is not on the site's own host.
 */
export function refusalPage(
  fields: Record<string, unknown> | null,
  problem: SubmissionErrors | RefusalReason,
  locales: readonly string[],
  siteOrigin: string | null = null,
): string {
  const locale = typeof fields?.locale === 'string' && locales.includes(fields.locale) ? fields.locale : 'en';
  const language = locale.startsWith('fr') ? 'fr' : 'en';
  const text = PAGE_TEXT[language];
  const separator = language === 'fr' ? ' : ' : ': ';
  const label = (field: string) => (text.fields as Record<string, string>)[field] ?? field;
  const explain = (code: string) => (text.codes as Record<string, string>)[code] ?? code;
  const items =
    typeof problem === 'string'
      ? `<p>${escape(text.reasons[problem])}</p>`
      : `<p>${escape(text.intro)}</p><ul>${Object.entries(problem)
          .map(([field, code]) => `<li>${escape(label(field))}${separator}${escape(explain(code))}</li>`)
          .join('')}</ul>`;
  const form = isContactForm(fields?.form) && fields?.locale === locale ? `${siteOrigin ?? ''}/${locale}/contact/${fields.form}/` : null;
  const back = form ? `<p>${escape(text.back)}</p><p><a href="${escape(form)}">${escape(text.link)}</a></p>` : '';
  const head =
    '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escape(text.title)}</title>`;
  const main = `<main><h1>${escape(text.title)}</h1>${items}${back}</main>`;
  return `<!doctype html><html lang="${escape(locale)}"><head>${head}</head><body>${main}</body></html>`;
}

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
