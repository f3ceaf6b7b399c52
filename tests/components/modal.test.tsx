import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '../../site/primitives/modal.tsx';
import { MODAL_EVENT } from '../../site/shared/events.ts';
import { SiteContext } from '../../site/context.tsx';
import { renderInSite, testPage, testSite } from '../support/render-site.tsx';

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

/** The dialog's opening frame (the backdrop turns open one animation frame after mounting). */
const nextFrame = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));
const dialogGone = () => waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

async function openFromTrigger() {
  const trigger = screen.getByRole('button', { name: 'Open' });
  trigger.focus();
  fireEvent.click(trigger);
  await nextFrame();
  return { trigger, dialog: screen.getByRole('dialog', { name: 'Choose' }) };
}

afterEach(() => {
  vi.restoreAllMocks();
  document.body.style.overflow = '';
});

describe('Modal', () => {
  it('renders nothing while closed', () => {
    renderInSite(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.querySelector('[aria-modal]')).toBeNull();
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

  it('opens as a labelled modal dialog with focus inside, in a portal on the body', async () => {
    const { container } = renderInSite(<Harness />);
    const { dialog } = await openFromTrigger();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.dataset.state).toBe('open');
    expect(dialog.dataset.disposition).toBe('small');
    expect(screen.getByRole('heading', { name: 'Choose' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(container.contains(dialog)).toBe(false);
    expect(dialog.parentElement!.dataset.state).toBe('open');
  });

  it('closes on Escape, stays until its closing animation ends, and returns focus to the trigger', async () => {
    renderInSite(<Harness />);
    const { trigger, dialog } = await openFromTrigger();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(dialog.dataset.state).toBe('closed');
    expect(screen.queryByRole('dialog')).toBe(dialog);
    await dialogGone();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes with its close button, labelled in the page language', async () => {
    renderInSite(<Harness />, { locale: 'fr' });
    await openFromTrigger();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    await dialogGone();
  });

  it('closes on a click on the backdrop, not on a click inside the panel', async () => {
    renderInSite(<Harness />);
    const { dialog } = await openFromTrigger();
    fireEvent.mouseDown(screen.getByText('Pick one.'));
    fireEvent.click(screen.getByText('Pick one.'));
    fireEvent.click(dialog);
    // A press that starts in the panel and is released over the backdrop (selecting text) is not outside.
    fireEvent.mouseDown(dialog);
    fireEvent.click(dialog.parentElement!);
    await nextFrame();
    expect(dialog.dataset.state).toBe('open');
    fireEvent.mouseDown(dialog.parentElement!);
    fireEvent.click(dialog.parentElement!);
    await dialogGone();
  });

  it('locks page scrolling while open and restores the previous value after', async () => {
    document.body.style.overflow = 'scroll';
    renderInSite(<Harness />);
    await openFromTrigger();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    await dialogGone();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('keeps Tab inside the dialog, wrapping both ways', async () => {
    renderInSite(<Harness />);
    await openFromTrigger();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    screen.getByRole('button', { name: 'Last' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Last' }));
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
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('announces opening and closing for analytics', async () => {
    const onEvent = vi.fn();
    const listener = (event: Event) => onEvent((event as CustomEvent).detail);
    window.addEventListener(MODAL_EVENT, listener);
    renderInSite(<Harness />);
    await openFromTrigger();
    fireEvent.keyDown(document, { key: 'Escape' });
    await dialogGone();
    expect(onEvent.mock.calls.map(([detail]) => detail)).toEqual([
      { state: 'open', trackId: 'test-modal', name: 'Choose' },
      { state: 'closed', trackId: 'test-modal', name: 'Choose' },
    ]);
    window.removeEventListener(MODAL_EVENT, listener);
  });
});
