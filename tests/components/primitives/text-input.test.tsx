import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { asterisk, TextInput } from '../../../site/primitives/text-input.tsx';
import { renderInSite } from '../../support/render-site.tsx';

const wrapperOf = (field: HTMLElement) => field.closest('[data-state]') as HTMLElement;

describe('TextInput', () => {
  it('marks a required field with a red asterisk that screen readers skip, and says "(required)" instead', () => {
    const { container } = renderInSite(<TextInput label="Full name" name="name" required />);
    const input = screen.getByRole('textbox', { name: 'Full name (required)' });
    expect(input.hasAttribute('required')).toBe(true);
    // A word joiner ties it to the label: it never starts a line of its own.
    const mark = screen.getByText('\u2060*');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.classList.contains(asterisk)).toBe(true);
    expect(container.querySelector('label')!.contains(mark)).toBe(true);
  });

  it('says "(obligatoire)" on a French page', () => {
    renderInSite(<TextInput label="Nom complet" name="name" required />, { locale: 'fr' });
    expect(screen.getByRole('textbox', { name: 'Nom complet (obligatoire)' }).hasAttribute('required')).toBe(true);
  });

  it('shows no asterisk and no "(required)" on an optional field', () => {
    renderInSite(<TextInput label="Company" name="company" />);
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input.hasAttribute('required')).toBe(false);
    expect(screen.queryByText(/\*/)).toBeNull();
  });

  it('reads its hint after the label, and its error too once there is one', () => {
    function EmailField() {
      const [error, setError] = useState<string | null>(null);
      return (
        <>
          <TextInput label="Work email" name="email" type="email" hint="We will reply to this address." error={error} />
          <button type="button" onClick={() => setError('Work email: please enter an address like name@company.com.')}>
            Check
          </button>
        </>
      );
    }
    renderInSite(<EmailField />);
    const input = screen.getByRole('textbox', { name: 'Work email' });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(wrapperOf(input).dataset.state).toBe('valid');
    const described = () =>
      input
        .getAttribute('aria-describedby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent);
    expect(described()).toEqual(['We will reply to this address.']);

    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(wrapperOf(input).dataset.state).toBe('invalid');
    expect(described()).toEqual(['We will reply to this address.', 'Work email: please enter an address like name@company.com.']);
  });

  it('wires a French error to the field', () => {
    renderInSite(<TextInput label="Nom complet" name="name" required error="Nom complet : ce champ est à remplir." />, { locale: 'fr' });
    const input = screen.getByRole('textbox', { name: 'Nom complet (obligatoire)' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)!.textContent).toBe('Nom complet : ce champ est à remplir.');
  });

  it('is a textarea when multiline, keeping what is typed when uncontrolled', () => {
    const onChange = vi.fn();
    renderInSite(<TextInput label="How can we help?" name="message" multiline defaultValue="Hello" onChange={onChange} />);
    const area = screen.getByRole('textbox', { name: 'How can we help?' }) as HTMLTextAreaElement;
    expect(area.tagName).toBe('TEXTAREA');
    expect(area.value).toBe('Hello');
    fireEvent.change(area, { target: { value: 'Hello, we re-key invoices.' } });
    expect(area.value).toBe('Hello, we re-key invoices.');
    expect(onChange).toHaveBeenCalledWith('Hello, we re-key invoices.', expect.anything());
  });

  it('follows its value when controlled', () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <TextInput
          label="Phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={value}
          onChange={(next) => setValue(next.replace(/[^\d+ ]/g, ''))}
        />
      );
    }
    renderInSite(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    expect(input.getAttribute('autocomplete')).toBe('tel');
    fireEvent.change(input, { target: { value: '+33 1 23 abc' } });
    expect(input.value).toBe('+33 1 23 ');
  });
});
