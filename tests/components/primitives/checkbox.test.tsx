import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../site/primitives/checkbox.tsx';
import { Link } from '../../../site/primitives/link.tsx';
import { asterisk } from '../../../site/primitives/text-input.tsx';
import { renderInSite } from '../../support/render-site.tsx';

const stateOf = (box: HTMLElement) => (box.closest('[data-state]') as HTMLElement).dataset.state;

describe('Checkbox', () => {
  it('marks a required box with a red asterisk that screen readers skip, and says "(required)" instead', () => {
    renderInSite(<Checkbox label="I agree" name="consent" required />);
    const box = screen.getByRole('checkbox', { name: 'I agree (required)' });
    expect(box.hasAttribute('required')).toBe(true);
    // A word joiner ties it to the label: it never starts a line of its own.
    const mark = screen.getByText('\u2060*');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(mark.classList.contains(asterisk)).toBe(true);
  });

  it('says "(obligatoire)" on a French page', () => {
    renderInSite(<Checkbox label="J’accepte" name="consent" required />, { locale: 'fr' });
    expect(screen.getByRole('checkbox', { name: 'J’accepte (obligatoire)' }).hasAttribute('required')).toBe(true);
  });

  it('can hold a link in its label', () => {
    renderInSite(
      <Checkbox
        name="consent"
        label={
          <>
            I agree. <Link href="/legal/privacy/">Read the privacy policy.</Link>
          </>
        }
      />,
      { locale: 'fr' },
    );
    expect(screen.getByRole('checkbox', { name: 'I agree. Read the privacy policy.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the privacy policy.' }).getAttribute('href')).toBe('/fr/legal/privacy/');
  });

  it('goes from unchecked to checked when ticked, and posts its value', () => {
    const onChange = vi.fn();
    const { container } = renderInSite(<Checkbox label="I agree" name="consent" onChange={onChange} />);
    const box = screen.getByRole('checkbox') as HTMLInputElement;
    expect(stateOf(box)).toBe('unchecked');
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(stateOf(box)).toBe('checked');
    expect(onChange).toHaveBeenCalledWith(true, expect.anything());
    expect(box.getAttribute('name')).toBe('consent');
    expect(box.getAttribute('value')).toBe('yes');
    expect(container.querySelectorAll('[data-state]')).toHaveLength(1);
  });

  it('starts checked with defaultChecked, and follows `checked` when controlled', () => {
    const { unmount } = renderInSite(<Checkbox label="Newsletter" name="news" defaultChecked />);
    expect(stateOf(screen.getByRole('checkbox'))).toBe('checked');
    unmount();
    const onChange = vi.fn();
    renderInSite(<Checkbox label="Newsletter" name="news" checked={false} onChange={onChange} />);
    fireEvent.click(screen.getByRole('checkbox'));
    expect(onChange).toHaveBeenCalledWith(true, expect.anything());
    expect(stateOf(screen.getByRole('checkbox'))).toBe('unchecked');
  });

  it('links its error to the box and marks it invalid', () => {
    renderInSite(<Checkbox label="I agree" name="consent" required error="Please agree to the use of your details so we can answer." />);
    const box = screen.getByRole('checkbox', { name: 'I agree (required)' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)!.textContent).toBe(
      'Please agree to the use of your details so we can answer.',
    );
  });
});
