import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, BUTTON_INTENTS, BUTTON_SIZES } from '../../../site/primitives/button.tsx';
import { ButtonLink } from '../../../site/primitives/button-link.tsx';
import { renderInSite } from '../../support/render-site.tsx';

describe('Button', () => {
  it('is a primary, normal, enabled button by default and calls onClick', () => {
    const onClick = vi.fn();
    renderInSite(<Button onClick={onClick}>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button.dataset).toMatchObject({ intent: 'primary', size: 'normal', state: 'enabled' });
    expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('offers every intent and size of SPEC §3', () => {
    expect(BUTTON_INTENTS).toEqual(['primary', 'secondary', 'ghost', 'ghostInverted', 'dark', 'base', 'grey', 'white']);
    expect(BUTTON_SIZES).toEqual(['small', 'normal', 'large', 'xLarge']);
    for (const intent of BUTTON_INTENTS) {
      for (const size of BUTTON_SIZES) {
        const { unmount } = renderInSite(
          <Button intent={intent} size={size}>
            {intent} {size}
          </Button>,
        );
        expect(screen.getByRole('button').dataset).toMatchObject({ intent, size });
        unmount();
      }
    }
  });

  it('ignores clicks when disabled but stays focusable and says so', () => {
    const onClick = vi.fn();
    renderInSite(
      <Button disabled onClick={onClick}>
        Send
      </Button>,
    );
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.dataset.state).toBe('disabled');
  });

  it('as a skeleton is also disabled and busy', () => {
    const onClick = vi.fn();
    renderInSite(
      <Button skeleton onClick={onClick}>
        Loading
      </Button>,
    );
    const button = screen.getByRole('button');
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button.dataset.state).toBe('skeleton');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('carries fullWidth, noWrap, icons and the trackId', () => {
    renderInSite(
      <Button fullWidth noWrap trackId="hero-cta" leftIcon={<svg data-testid="left" />} rightIcon={<svg data-testid="right" />}>
        Go
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.dataset).toMatchObject({ fullWidth: 'true', noWrap: 'true', trackId: 'hero-cta' });
    expect(screen.getByTestId('left').parentElement!.getAttribute('aria-hidden')).toBe('true');
    expect(button.textContent).toBe('Go');
  });

  it('as a link navigates to the localised route and looks like a button', () => {
    renderInSite(
      <ButtonLink href="/audit/" intent="white">
        Book an audit
      </ButtonLink>,
      { locale: 'fr' },
    );
    const link = screen.getByRole('link', { name: 'Book an audit' });
    expect(link.getAttribute('href')).toBe('/fr/audit/');
    expect(link.dataset.intent).toBe('white');
  });
});
