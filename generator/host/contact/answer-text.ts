// The words of the pages the contact endpoint answers a plain form post with. The endpoint loads no catalogue (it
// runs at the edge too), so the few sentences it needs are kept here in both base languages. Pure data.

const en = {
  titles: {
    refused: 'Your message was not sent yet',
    failed: 'Your message could not be sent',
    alreadySent: 'Your message was already received',
  },
  home: 'Factor home page',
  intro: 'Please correct the following, then send it again:',
  kept: 'What you typed is below. Check it, then send it again.',
  keptNote: 'Nothing you typed is lost.',
  required: '(required)',
  sendAgain: 'Send again',
  backToForm: 'Back to the form',
  backToSite: 'Back to the site',
  otherWays: 'Other ways to reach us',
  fields: {
    name: 'Full name',
    email: 'Work email',
    company: 'Company',
    topic: 'Topic',
    message: 'How can we help?',
    consent: 'I agree that Factor uses these details to answer my request.',
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
    server: 'Our server could not store your message just now. Please try again in a moment.',
    tooFast: 'We could not confirm that this message came from the form. Wait a few seconds, then send it again.',
    rateLimited: 'Several messages have just been sent from your connection. Please try again in a few minutes.',
    alreadySent: 'This form was already sent from this page, and your message was received: there is no need to send it again.',
  },
};

export type AnswerText = typeof en;

const fr: AnswerText = {
  titles: {
    refused: 'Votre message n’est pas encore parti',
    failed: 'Votre message n’a pas pu être envoyé',
    alreadySent: 'Votre message a déjà été reçu',
  },
  home: 'Page d’accueil de Factor',
  intro: 'Merci de corriger les points suivants, puis de le renvoyer\u00A0:',
  kept: 'Votre saisie est reprise ci-dessous. Vérifiez-la, puis renvoyez-la.',
  keptNote: 'Rien de ce que vous avez saisi n’est perdu.',
  required: '(obligatoire)',
  sendAgain: 'Renvoyer',
  backToForm: 'Revenir au formulaire',
  backToSite: 'Revenir au site',
  otherWays: 'Nous joindre autrement',
  fields: {
    name: 'Nom complet',
    email: 'Adresse e-mail professionnelle',
    company: 'Entreprise',
    topic: 'Sujet',
    message: 'Comment pouvons-nous vous aider\u202F?',
    consent: 'J’accepte que Factor utilise ces informations pour répondre à ma demande.',
    form: 'Formulaire',
    locale: 'Langue',
  },
  codes: {
    required: 'ce champ est à remplir.',
    email: 'saisissez une adresse du type nom@entreprise.com.',
    tooLong: 'merci de raccourcir.',
    consent: 'merci de cocher la case.',
    unknown: 'non reconnu.',
    invalid: 'contient des caractères illisibles\u202F; merci de le saisir à nouveau.',
  },
  reasons: {
    method: 'Cette adresse reçoit uniquement les formulaires de contact.',
    type: 'Le formulaire a été envoyé dans un format que ce serveur ne lit pas.',
    size: 'Le formulaire était trop long pour être reçu.',
    unreadable: 'Le formulaire n’a pas pu être lu. Merci de le renvoyer.',
    server: 'Notre serveur n’a pas pu enregistrer votre message pour l’instant. Réessayez dans un instant.',
    tooFast: 'Nous n’avons pas pu confirmer que ce message venait du formulaire. Patientez quelques secondes, puis renvoyez-le.',
    rateLimited: 'Plusieurs messages viennent d’être envoyés depuis votre connexion. Réessayez dans quelques minutes.',
    alreadySent: 'Ce formulaire a déjà été envoyé depuis cette page et votre message est bien arrivé\u00A0: inutile de le renvoyer.',
  },
};

export const ANSWER_TEXT = { en, fr } as const;

/** Why a whole form was refused, as opposed to one field at a time. */
export type RefusalReason = keyof AnswerText['reasons'];
