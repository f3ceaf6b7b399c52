import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '../../../site/blocks/contact-form.tsx';
import { SiteContext } from '../../../site/context.tsx';
import { createTranslator } from '../../../site/shared/translator.ts';
import type { ContactFormName } from '../../../site/shared/contact-rules.ts';
import { renderInSite, testPage, testSite } from '../../support/render-site.tsx';
import { projectRoot } from '../../support/temp-project.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const formElement = () => document.querySelector('form')!;
const textbox = (name: RegExp | string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const optionLabels = () =>
  within(screen.getByRole('combobox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

/** Replaces `location.assign`, which would otherwise leave the test page. */
function stubNavigation() {
  const assign = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
  return assign;
}

async function send() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Send|Envoyer/ }));
  });
}

function fill(values: { name?: string; email?: string; company?: string; message?: string; consent?: boolean } = {}) {
  const filled = {
    name: 'Ana Silva',
    email: 'ana@example.org',
    company: 'Acme Freight',
    message: 'We re-key 2,000 invoices a month.',
    consent: true,
    ...values,
  };
  fireEvent.change(textbox(/Full name/), { target: { value: filled.name } });
  fireEvent.change(textbox(/Work email/), { target: { value: filled.email } });
  fireEvent.change(textbox(/Company/), { target: { value: filled.company } });
  fireEvent.change(textbox(/How can we help/), { target: { value: filled.message } });
  if (filled.consent) fireEvent.click(screen.getByRole('checkbox'));
  return filled;
}

describe('ContactForm without JavaScript', () => {
  it('posts to the configured endpoint with the form, the locale and the thank-you page to land on', () => {
    renderInSite(<ContactForm form="support" />, { locale: 'fr' });
    const form = formElement();
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/contact');
    const hidden = Object.fromEntries(
      [...form.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]),
    );
    expect(hidden).toEqual({ form: 'support', locale: 'fr', redirect: '/fr/contact/thank-you/' });
  });

  it('leaves validation to the browser until hydrated: native required attributes, email type and lengths', () => {
    const html = renderToString(inSite(<ContactForm form="business" />, 'en'));
    document.body.innerHTML = html;
    const form = formElement();
    expect(form.hasAttribute('novalidate')).toBe(false);
    const requiredNames = [...form.querySelectorAll('[required]')].map((element) => element.getAttribute('name'));
    expect(requiredNames).toEqual(['name', 'email', 'company', 'message', 'consent']);
    expect(form.querySelector('input[name=email]')!.getAttribute('type')).toBe('email');
    expect(form.querySelector('textarea[name=message]')!.getAttribute('maxlength')).toBe('5000');
    document.body.innerHTML = '';
  });
});

function inSite(element: React.ReactElement, locale: 'en' | 'fr') {
  const catalogue = JSON.parse(readFileSync(join(projectRoot, 'locales', locale, 'translation.json'), 'utf8'));
  const t = createTranslator([catalogue]);
  return <SiteContext.Provider value={{ site: testSite(locale), page: testPage(locale), t }}>{element}</SiteContext.Provider>;
}

describe('ContactForm spam trap', () => {
  it('has a field no person meets: hidden from view and assistive technology, out of the tab order, never autofilled', () => {
    renderInSite(<ContactForm form="general" />);
    const trap = formElement().querySelector<HTMLInputElement>('input[name=website]')!;
    expect(trap.closest('[aria-hidden="true"]')?.className).toContain('visually-hidden');
    expect(trap.tabIndex).toBe(-1);
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.value).toBe('');
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });

  it('sends what a program typed into it, for the endpoint to drop', async () => {
    const fetcher = vi.fn().mockResolvedValue(new Response('{"ok":true}', { status: 201 }));
    vi.stubGlobal('fetch', fetcher);
    stubNavigation();
    renderInSite(<ContactForm form="business" />, { page: { locale: 'en' } });
    fill();
    fireEvent.change(formElement().querySelector('input[name=website]')!, { target: { value: 'https://cheap-seo.example/' } });
    await send();
    expect(JSON.parse((fetcher.mock.calls[0]! as unknown as [string, RequestInit])[1].body as string).website).toBe(
      'https://cheap-seo.example/',
    );
  });
});

describe('ContactForm fields', () => {
  const topics: Record<ContactFormName, { en: string[]; fr: string[] }> = {
    business: {
      en: ['A new project', 'The two-week audit', 'Delivery partnership', 'Something else'],
      fr: ['Un nouveau projet', 'L’audit de deux semaines', 'Un partenariat de réalisation', 'Autre chose'],
    },
    general: { en: ['Press', 'Partnerships', 'Careers', 'Something else'], fr: ['Presse', 'Partenariats', 'Carrières', 'Autre chose'] },
    support: {
      en: ['An incident', 'A change request', 'A question about an invoice', 'Something else'],
      fr: ['Un incident', 'Une demande d’évolution', 'Une question sur une facture', 'Autre chose'],
    },
  };

  for (const form of ['business', 'general', 'support'] as const) {
    it(`the ${form} form asks for name, work email, company, topic, message and consent, with its own topics`, () => {
      const { unmount } = renderInSite(<ContactForm form={form} />);
      expect(textbox('Full name (required)').getAttribute('autocomplete')).toBe('name');
      expect(textbox('Work email (required)').getAttribute('autocomplete')).toBe('email');
      expect(textbox(form === 'general' ? 'Company' : 'Company (required)').getAttribute('autocomplete')).toBe('organization');
      expect(textbox('How can we help? (required)').tagName).toBe('TEXTAREA');
      expect(screen.getByRole('combobox', { name: 'Topic' })).toBeTruthy();
      expect(optionLabels()).toEqual(topics[form].en);
      expect(screen.getByRole('checkbox', { name: /I agree that Factor uses these details.*\(required\)/ })).toBeTruthy();
      expect(screen.getByRole('link', { name: /privacy policy/ }).getAttribute('href')).toBe('/en/legal/privacy/');
      expect(screen.getByRole('link', { name: /privacy policy/ }).getAttribute('target')).toBe('_blank');
      unmount();

      renderInSite(<ContactForm form={form} />, { locale: 'fr' });
      expect(textbox('Nom complet (obligatoire)')).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Sujet' })).toBeTruthy();
      expect(optionLabels()).toEqual(topics[form].fr);
      expect(screen.getByRole('link', { name: /politique de confidentialité/ }).getAttribute('href')).toBe('/fr/legal/privacy/');
    });
  }
});

describe('ContactForm after hydration', () => {
  it('hydrates the server HTML without a mismatch, then takes over validation', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(inSite(<ContactForm form="general" />, 'fr'));
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, inSite(<ContactForm form="general" />, 'fr'), { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container.querySelector('form')!.hasAttribute('novalidate')).toBe(true);
    container.remove();
  });

  it('an incomplete form shows a message next to each field and a focused summary linking to them, and sends nothing', async () => {
    const fetcher = vi.fn();
    vi.stubGlobal('fetch', fetcher);
    renderInSite(<ContactForm form="business" />);
    fireEvent.change(textbox(/Work email/), { target: { value: 'not-an-address' } });
    await send();

    expect(
      fetcher.mock.calls.filter((call) => (call as unknown[])[1] && ((call as unknown[])[1] as RequestInit).method === 'POST'),
    ).toEqual([]);
    expect(formElement().dataset.state).toBe('invalid');
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Fill in “Full name”.', '#contact-business-name'],
      ['Enter an address like name@company.com in “Work email”.', '#contact-business-email'],
      ['Fill in “Company”.', '#contact-business-company'],
      ['Fill in “How can we help?”.', '#contact-business-message'],
      ['Please agree to the use of your details so we can answer.', '#contact-business-consent'],
    ]);
    const email = textbox(/Work email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toBe(
      'Enter an address like name@company.com in “Work email”.',
    );
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(summary).getByRole('link', { name: 'Fill in “Company”.' }));
    expect(document.activeElement).toBe(textbox(/Company/));
  });

  it('says what is wrong in French on a French page', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderInSite(<ContactForm form="support" />, { locale: 'fr' });
    await send();
    const summary = screen.getByRole('alert');
    expect(summary.textContent).toContain('Merci de corriger les points suivants');
    expect(summary.textContent).toContain('Remplissez le champ « Nom complet ».');
    expect(summary.textContent).toContain('Merci d’accepter l’utilisation de vos informations');
  });

  it('company may stay empty on the general form', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"ok":true}', { status: 201 })));
    const assign = stubNavigation();
    renderInSite(<ContactForm form="general" />);
    fill({ company: '' });
    await send();
    expect(assign).toHaveBeenCalledWith('/en/contact/thank-you/');
  });

  it('a corrected field loses its message, and the summary goes once everything is fixed', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderInSite(<ContactForm form="general" />);
    fill({ name: '' });
    await send();
    expect(screen.getByRole('alert').textContent).toContain('Fill in “Full name”.');
    fireEvent.change(textbox(/Full name/), { target: { value: 'Ana Silva' } });
    expect(textbox(/Full name/).getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(formElement().dataset.state).toBe('idle');
  });

  it('asks the endpoint for a visit stamp of its form once, when the visitor starts writing, not before', async () => {
    const fetcher = vi.fn().mockResolvedValue(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetcher);
    renderInSite(<ContactForm form="support" />, { page: { locale: 'en' } });
    expect(fetcher).not.toHaveBeenCalled();
    fireEvent.focus(textbox(/Full name/));
    fireEvent.focus(textbox(/Work email/));
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0]! as [URL, RequestInit];
    expect(`${url.pathname}${url.search}`).toBe('/api/contact?stamp=support');
    expect(init).toMatchObject({ credentials: 'same-origin', cache: 'no-store' });
  });

  it('a complete form is sent as JSON, shows that it is sending, then goes to the thank-you page', async () => {
    let answer: (response: Response) => void = () => {};
    const fetcher = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetcher);
    const assign = stubNavigation();
    renderInSite(<ContactForm form="business" />, { page: { locale: 'en' } });
    fill();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: 'audit' } });
    await send();

    expect(formElement().dataset.state).toBe('sending');
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button.dataset.state).toBe('skeleton');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Sending…');
    await send();
    expect(fetcher).toHaveBeenCalledTimes(1);

    const [url, init] = fetcher.mock.calls[0]! as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      form: 'business',
      locale: 'en',
      redirect: '/en/contact/thank-you/',
      name: 'Ana Silva',
      email: 'ana@example.org',
      company: 'Acme Freight',
      topic: 'audit',
      message: 'We re-key 2,000 invoices a month.',
      consent: 'yes',
      website: '',
    });
    await act(async () => answer(new Response('{"ok":true}', { status: 201 })));
    expect(assign).toHaveBeenCalledWith('/en/contact/thank-you/');
  });

  it('a server error says so clearly and keeps everything typed', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('{"ok":false}', { status: 500 })));
    const assign = stubNavigation();
    renderInSite(<ContactForm form="support" />);
    const typed = fill();
    await send();

    expect(assign).not.toHaveBeenCalled();
    expect(formElement().dataset.state).toBe('error');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(
      'Your message could not be sent. Nothing you typed is lost: please try again in a moment, or write to hello@factor.consulting.',
    );
    expect(document.activeElement).toBe(alert);
    expect(textbox(/Full name/).value).toBe(typed.name);
    expect(textbox(/Work email/).value).toBe(typed.email);
    expect(textbox(/Company/).value).toBe(typed.company);
    expect(textbox(/How can we help/).value).toBe(typed.message);
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Send' }).dataset.state).toBe('enabled');
  });

  it('a post the endpoint could not match to an opened form asks the visitor to send again in a moment', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json({ ok: false, error: 'too-fast' }, { status: 400 })));
    renderInSite(<ContactForm form="support" />);
    const typed = fill();
    await send();
    expect(formElement().dataset.state).toBe('error');
    expect(screen.getByRole('alert').textContent).toBe(
      'We could not confirm that this message came from the form, so it was not received. Nothing you typed is lost: wait a few seconds, then send it again.',
    );
    expect(textbox(/How can we help/).value).toBe(typed.message);
  });

  it('a network failure says so in the page language', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderInSite(<ContactForm form="general" />, { locale: 'fr' });
    fireEvent.change(textbox(/Nom complet/), { target: { value: 'Ana Silva' } });
    fireEvent.change(textbox(/e-mail/), { target: { value: 'ana@example.org' } });
    fireEvent.change(textbox(/aider/), { target: { value: 'Bonjour' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await send();
    expect(formElement().dataset.state).toBe('error');
    expect(screen.getByRole('alert').textContent).toContain('la connexion à notre serveur a échoué');
    expect(textbox(/aider/).value).toBe('Bonjour');
  });

  it('shows the endpoint’s own field errors next to the fields', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(Response.json({ ok: false, errors: { email: 'email' } }, { status: 400 })));
    renderInSite(<ContactForm form="business" />);
    fill();
    await send();
    expect(formElement().dataset.state).toBe('invalid');
    expect(screen.getByRole('alert').textContent).toContain('Enter an address like name@company.com in “Work email”.');
    expect(textbox(/Work email/).getAttribute('aria-invalid')).toBe('true');
  });
});
