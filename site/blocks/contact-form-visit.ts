// Two moments of a contact form's visit around its sending, as hooks of the form (contact-form.tsx).
import { useEffect, useRef, type RefObject } from 'react';
import type { ContactFormName } from '../shared/contact-rules.ts';
import { requestStamp } from './contact-form-send.ts';

/**
 * The visit stamp is asked for when the visitor starts writing (the returned handler, for the form's focus events),
 * not when the page starts: nothing at start-up, and a stamp only for a visitor who writes.
 */
export function useStampOnFirstFocus(endpoint: string, form: ContactFormName): () => void {
  const asked = useRef(false);
  return () => {
    if (asked.current) return;
    asked.current = true;
    requestStamp(endpoint, form);
  };
}

/** The mark a sent form leaves on its page's history entry, read when the visitor comes back to that entry. */
const SENT_MARK = 'contactFormSent';

function markOfEntry(): unknown {
  return (history.state as Record<string, unknown> | null)?.[SENT_MARK];
}

/**
 * Back from the thank-you page returns to the form's page either out of the browser's back-forward cache, as it was
 * left, or as a fresh load that the browser may refill. The returned function, called once the message is sent,
 * marks the page's history entry and empties the form as the page is left; when the visitor comes back to a marked
 * entry, the form is emptied again and `onReturn` runs, to say the message went. History state, not storage: the
 * mark lives and dies with the tab's history.
 */
export function useBackAfterSending(form: ContactFormName, formRef: RefObject<HTMLFormElement | null>, onReturn: () => void): () => void {
  const latest = useRef(onReturn);
  latest.current = onReturn;
  useEffect(() => {
    const cameBack = () => {
      if (markOfEntry() !== form) return;
      history.replaceState({ ...history.state, [SENT_MARK]: undefined }, '');
      formRef.current?.reset();
      latest.current();
    };
    cameBack();
    const fromCache = (event: PageTransitionEvent) => {
      if (event.persisted) cameBack();
    };
    window.addEventListener('pageshow', fromCache);
    return () => window.removeEventListener('pageshow', fromCache);
  }, [form, formRef]);
  return () => {
    history.replaceState({ ...history.state, [SENT_MARK]: form }, '');
    window.addEventListener('pagehide', () => formRef.current?.reset(), { once: true });
  };
}
