import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../../site/primitives/modal.tsx';
import { MODAL_EVENT } from '../../../site/shared/dom-names.ts';
import { SiteContext } from '../../../site/context.tsx';
import { renderInSite, testPage, testSite } from '../../support/render-site.tsx';

function Harness({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const [renders, setRenders] = useState(0);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Modal open={open} onClose={() => setOpen(false)} title="Choose" disposition="small" trackId="test-modal">
        <p>Pick one.</p>
        <button>First</button>
        <button onClick={() => setRenders(renders + 1)}>Re-render the page ({renders})</button>
        <button>Last</button>
      </Modal>
    </>
  );
}

const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

async function openFromTrigger() {
  const trigger = screen.getByRole('button', { name: 'Open' });
  trigger.focus();
  fireEvent.click(trigger);
  await act(() => Promise.resolve());
  return { trigger, dialog: screen.getByRole('dialog', { name: 'Choose' }) as HTMLDialogElement };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderInSite(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.querySelector('dialog')).toBeNull();
  });

  it('renders nothing on the server, even open, so hydration matches', () => {
    const html = renderToString(
      <SiteContext.Provider value={{ site: testSite(), page: testPage(), t: ((key: string) => key) as never }}>
        <Modal open onClose={() => {}} title="Choose">
          <p>Content</p>
        </Modal>
      </SiteContext.Provider>,
    );
    expect(html).toBe('');
  });

  it('opens as a native dialog, labelled by its heading, with focus on its first control', async () => {
    renderInSite(<Harness />);
    const { dialog } = await openFromTrigger();
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    expect(dialog.dataset.state).toBe('open');
    expect(dialog.querySelector('[data-disposition]')!.getAttribute('data-disposition')).toBe('small');
    expect(screen.getByRole('heading', { name: 'Choose' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape, stays while it fades out, and returns focus to the trigger', async () => {
    renderInSite(<Harness />);
    const { trigger, dialog } = await openFromTrigger();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(dialog.dataset.state).toBe('closed');
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(trigger);
    expect(document.body.contains(dialog)).toBe(true);
    await dialogGone();
  });

  it("leaves the platform's own Escape to the owner (the dialog closes when the owner says so)", async () => {
    renderInSite(<Harness />);
    const { dialog } = await openFromTrigger();
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
  });

  it('closes with its close button, labelled in the page language', async () => {
    renderInSite(<Harness />, { locale: 'fr' });
    await openFromTrigger();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await dialogGone();
  });

  it('closes on a press outside its panel (the scrim), not on one inside', async () => {
    renderInSite(<Harness />);
    const { dialog } = await openFromTrigger();
    fireEvent.pointerDown(screen.getByText('Pick one.'));
    expect(dialog.dataset.state).toBe('open');
    fireEvent.pointerDown(dialog);
    expect(dialog.dataset.state).toBe('closed');
    await dialogGone();
  });

  it('stays open with focus in place when the page behind it re-renders', async () => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(MODAL_EVENT, listener);
    renderInSite(<Harness />);
    await openFromTrigger();
    const rerender = screen.getByRole('button', { name: /Re-render/ });
    rerender.focus();
    fireEvent.click(rerender);
    expect(screen.getByRole('button', { name: 'Re-render the page (1)' })).toBe(document.activeElement);
    expect(events).toHaveLength(1);
    window.removeEventListener(MODAL_EVENT, listener);
  });

  it('skips the closing animation under reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('reduce'),
          media: query,
          onchange: null,
          addListener() {},
          removeListener() {},
          addEventListener() {},
          removeEventListener() {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    renderInSite(<Harness />);
    await openFromTrigger();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('announces opening and closing for analytics', async () => {
    const onEvent = vi.fn();
    const listener = (event: Event) => onEvent((event as CustomEvent).detail);
    window.addEventListener(MODAL_EVENT, listener);
    renderInSite(<Harness />);
    await openFromTrigger();
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await dialogGone();
    expect(onEvent.mock.calls.map(([detail]) => detail)).toEqual([
      { state: 'open', trackId: 'test-modal', name: 'Choose' },
      { state: 'closed', trackId: 'test-modal', name: 'Choose' },
    ]);
    window.removeEventListener(MODAL_EVENT, listener);
  });
});
