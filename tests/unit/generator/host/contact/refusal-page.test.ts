import { describe, expect, it } from 'vitest';
import { refusalPage } from '../../../../../generator/host/contact/refusal-page.ts';

const context = { locales: ['en', 'fr', 'fr-ca'], siteOrigin: null, endpointPath: '/api/contact' };
const typed = {
  form: 'business',
  locale: 'fr-ca',
  name: 'Ana <Silva>',
  email: 'ana@',
  company: 'Acme "Freight"',
  topic: 'audit',
  message: 'Deux lignes\net un <script>',
  consent: 'yes',
  redirect: '/fr-ca/contact/thank-you/',
};

/** The page's text, with tags and their attributes dropped. */
const textOf = (html: string) => html.replace(/<style[^]*?<\/style>/, '').replace(/<[^>]+>/g, ' ');

describe('the page a plain form post gets when it is refused', () => {
  it('is in the visitor’s language, links each field in error to its input, and holds what they typed, escaped', () => {
    const { body } = refusalPage(typed, { email: 'email' }, context);
    expect(body).toContain('<html lang="fr-ca">');
    expect(body).toContain('<h1>Votre message n’est pas encore parti</h1>');
    expect(body).toContain(
      '<a href="#answer-email">Adresse e-mail professionnelle</a>\u00A0: saisissez une adresse du type nom@entreprise.com.',
    );
    expect(body).toMatch(/<input id="answer-email" name="email"[^>]* aria-invalid="true" aria-describedby="answer-email-problem"/);
    expect(body).toContain('value="Ana &#60;Silva&#62;"');
    expect(body).toContain('value="Acme &#34;Freight&#34;"');
    expect(body).toContain('>Deux lignes\net un &#60;script&#62;</textarea>');
    expect(body).toMatch(/<input type="checkbox" id="answer-consent" name="consent" value="yes" checked/);
    for (const [name, value] of [
      ['form', 'business'],
      ['locale', 'fr-ca'],
      ['topic', 'audit'],
      ['redirect', '/fr-ca/contact/thank-you/'],
    ])
      expect(body).toContain(`<input type="hidden" name="${name}" value="${value}">`);
    expect(body).toContain('<form method="post" action="/api/contact">');
    expect(body).toContain('<button type="submit">Renvoyer</button>');
    expect(body).toContain('<a href="/fr-ca/contact/business/">Revenir au formulaire</a>');
    expect(body).not.toContain('<script');
  });

  it('offers to send again after a refusal of the whole form that sending again can cure', () => {
    for (const reason of ['tooFast', 'rateLimited', 'server'] as const) {
      const { body } = refusalPage({ ...typed, locale: 'en', email: 'ana@example.org' }, reason, context);
      expect(body).toContain('<button type="submit">Send again</button>');
      expect(body).toContain('value="ana@example.org"');
      expect(body).not.toContain('role="alert"');
    }
    expect(textOf(refusalPage({ ...typed, locale: 'en' }, 'tooFast', context).body)).toContain(
      'We could not confirm that this message came from the form. Wait a few seconds, then send it again.',
    );
  });

  it('says a message sent twice was received, and offers no second sending', () => {
    const { body } = refusalPage({ ...typed, locale: 'en' }, 'alreadySent', context);
    expect(body).toContain('<h1>Your message was already received</h1>');
    expect(body).not.toContain('<form');
    expect(body).toContain('<a href="/en/">Back to the site</a>');
  });

  it('without a readable form, says so in English and links to the contact page and the home page', () => {
    const { body } = refusalPage(null, 'unreadable', context);
    expect(body).toContain('<html lang="en">');
    expect(body).toContain('<h1>Your message could not be sent</h1>');
    expect(body).not.toContain('<form');
    expect(body).toContain('<a href="/en/contact/">Other ways to reach us</a>');
    expect(body).toContain('<a href="/en/">Back to the site</a>');
  });

  it('links to the site on its own host when the endpoint is on another', () => {
    const { body } = refusalPage(typed, 'server', { ...context, siteOrigin: 'https://factor.example' });
    expect(body).toContain('href="https://factor.example/fr-ca/contact/business/"');
    expect(body).toContain('action="/api/contact"');
  });

  it('allows its own style by a fresh nonce and no script at all', () => {
    const first = refusalPage(typed, 'server', context);
    const second = refusalPage(typed, 'server', context);
    const nonce = /<style nonce="([^"]+)">/.exec(first.body)?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(first.contentSecurityPolicy).toContain(`style-src 'nonce-${nonce}'`);
    expect(first.contentSecurityPolicy).toMatch(/^default-src 'none';/);
    expect(first.contentSecurityPolicy).not.toContain('script-src');
    expect(second.contentSecurityPolicy).not.toBe(first.contentSecurityPolicy);
  });
});
