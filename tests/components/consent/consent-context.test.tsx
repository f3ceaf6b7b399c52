import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsentProvider, useConsent } from '../../../site/consent/consent-context.tsx';
import { OPEN_CONSENT_EVENT } from '../../../site/shared/dom-names.ts';

function SettingsButton() {
  const { openSettings } = useConsent();
  return <button onClick={openSettings}>Cookie settings</button>;
}

afterEach(() => vi.restoreAllMocks());

describe('useConsent', () => {
  it('opens the consent banner from inside the provider', () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_CONSENT_EVENT, listener);
    render(
      <ConsentProvider>
        <SettingsButton />
      </ConsentProvider>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_CONSENT_EVENT, listener);
  });

  it('logs "No context attached" outside the provider and does nothing when used', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const listener = vi.fn();
    window.addEventListener(OPEN_CONSENT_EVENT, listener);
    render(<SettingsButton />);
    fireEvent.click(screen.getByRole('button'));
    expect(error).toHaveBeenCalledWith('No context attached');
    expect(listener).not.toHaveBeenCalled();
    window.removeEventListener(OPEN_CONSENT_EVENT, listener);
  });
});
