import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../site/components/checkbox.tsx';
import { ContactForm } from '../../site/components/contact-form.tsx';
import { TextInput } from '../../site/components/text-input.tsx';
import { renderInSite } from '../support/render-site.tsx';

afterEach(() => vi.restoreAllMocks());

describe('TextInput and Checkbox', () => {
  it('mark required fields with a red asterisk and an accessible "required"', () => {
    renderInSite(
      <>
        <TextInput label="Full name" name="name" required />
        <Checkbox label="I agree" name="consent" required checked={false} onChange={() => {}} />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Full name (required)' });
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getAllByText('*')[0]!.getAttribute('aria-hidden')).toBe('true');
    const box = screen.getByRole('checkbox', { name: 'I agree (required)' });
    expect(box.closest('[data-state]')!.getAttribute('data-state')).toBe('unchecked');
  });

  it('say "obligatoire" in French and link errors to the field', () => {
    renderInSite(<TextInput label="Nom" name="name" required error="Nom : ce champ est à remplir." />, { locale: 'fr' });
    const input = screen.getByRole('textbox', { name: /Nom \(obligatoire\)/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Nom : ce champ est à remplir.');
  });

  it('shows a checked checkbox as checked', () => {
    renderInSite(<Checkbox label="Yes" name="x" checked onChange={() => {}} />);
    expect(screen.getByRole('checkbox').closest('[data-state]')!.getAttribute('data-state')).toBe('checked');
  });
});

describe('ContactForm', () => {
  it('works without JavaScript: posts to the endpoint with the form and locale', () => {
    const { container } = renderInSite(<ContactForm form="support" />, { locale: 'fr' });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/contact');
    expect((form.querySelector('input[name=form]') as HTMLInputElement).value).toBe('support');
    expect((form.querySelector('input[name=locale]') as HTMLInputElement).value).toBe('fr');
    expect(screen.getByRole('combobox', { name: 'Sujet' })).toBeTruthy();
  });

  it('company is optional only on the general form', () => {
    renderInSite(<ContactForm form="general" />);
    expect(screen.getByRole('textbox', { name: 'Company' }).hasAttribute('required')).toBe(false);
  });

  it('shows messages and a summary for an invalid submission, without sending', async () => {
    const fetcher = vi.spyOn(globalThis, 'fetch');
    const { container } = renderInSite(<ContactForm form="business" />);
    fireEvent.change(screen.getByRole('textbox', { name: /Work email/ }), { target: { value: 'not-an-address' } });
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
    expect(fetcher).not.toHaveBeenCalled();
    expect(container.querySelector('form')!.dataset.state).toBe('invalid');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Full name: please fill this in.');
    expect(alert.textContent).toContain('Work email: please enter an address like name@company.com.');
    expect(alert.textContent).toContain('Please agree to the use of your details so we can answer.');
  });

  async function fillAndSend(container: HTMLElement) {
    fireEvent.change(screen.getByRole('textbox', { name: /Full name/ }), { target: { value: 'Ana Silva' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Work email/ }), { target: { value: 'ana@example.org' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Company/ }), { target: { value: 'Acme Freight' } });
    fireEvent.change(screen.getByRole('textbox', { name: /How can we help/ }), { target: { value: 'We re-key 2,000 invoices a month.' } });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      fireEvent.submit(container.querySelector('form')!);
    });
  }

  it('sends a valid form as JSON and goes to the thank-you page', async () => {
    const fetcher = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"ok":true}', { status: 201 }));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    const { container } = renderInSite(<ContactForm form="business" />);
    await fillAndSend(container);
    expect(fetcher).toHaveBeenCalledTimes(1);
    const [url, init] = fetcher.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(JSON.parse(init!.body as string)).toMatchObject({ form: 'business', locale: 'en', name: 'Ana Silva', email: 'ana@example.org', company: 'Acme Freight', topic: 'project', consent: 'yes' });
    expect(assign).toHaveBeenCalledWith('/en/contact/thank-you/');
  });

  it('on a server error says so and keeps what was typed', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 500 }));
    const { container } = renderInSite(<ContactForm form="business" />);
    await fillAndSend(container);
    expect(container.querySelector('form')!.dataset.state).toBe('error');
    expect(screen.getByRole('alert').textContent).toContain('Nothing you typed is lost');
    expect((screen.getByRole('textbox', { name: /How can we help/ }) as HTMLTextAreaElement).value).toBe('We re-key 2,000 invoices a month.');
  });
});
