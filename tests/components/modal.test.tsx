import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '../../site/components/modal.tsx';
import { renderInSite } from '../support/render-site.tsx';

function Harness({ onEvent }: { onEvent?: (detail: unknown) => void }) {
  const [open, setOpen] = useState(false);
  if (onEvent) window.addEventListener('site:modal', (event) => onEvent((event as CustomEvent).detail));
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Choose" disposition="small" trackId="test-modal">
        <button>First</button>
        <button>Last</button>
      </Modal>
    </>
  );
}

const frame = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const closed = () => act(() => new Promise((resolve) => setTimeout(resolve, 450)));

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderInSite(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with focus inside, locks scrolling, and Escape closes it and returns focus', async () => {
    renderInSite(<Harness />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    trigger.focus();
    fireEvent.click(trigger);
    await frame();
    const dialog = screen.getByRole('dialog', { name: 'Choose' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.disposition).toBe('small');
    expect(document.body.style.overflow).toBe('hidden');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document, { key: 'Escape' });
    await closed();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(trigger);
  });

  it('closes on a click outside, not inside', async () => {
    renderInSite(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await frame();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    await closed();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    renderInSite(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await frame();
    screen.getByRole('button', { name: 'Last' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent).toBe('Close');
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement?.textContent).toBe('Last');
  });

  it('announces opening and closing for analytics', async () => {
    const onEvent = vi.fn();
    renderInSite(<Harness onEvent={onEvent} />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    await frame();
    fireEvent.keyDown(document, { key: 'Escape' });
    await closed();
    expect(onEvent).toHaveBeenCalledWith({ state: 'open', trackId: 'test-modal', name: 'Choose' });
    expect(onEvent).toHaveBeenCalledWith({ state: 'closed', trackId: 'test-modal', name: 'Choose' });
  });
});
