import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../support/render-template.tsx';

describe('the contact-form template', () => {
  it('shows the form its page names, beside the nearest office', () => {
    const { container } = renderTemplate('contact-form', { form: 'support' });
    const form = container.querySelector('form')!;
    expect(form.getAttribute('data-form')).toBe('support');
    expect(screen.getByRole('heading', { name: 'Your nearest office' })).toBeTruthy();
  });
});
