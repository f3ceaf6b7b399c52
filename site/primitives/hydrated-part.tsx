import { createContext, useCallback, useContext, useEffect, useRef } from 'react';

// The parts of the page that hydrate in passes of their own, each a Suspense boundary whose code may arrive after the
// rest: the template, the footer, the phone menu and the header's language button. The page counts as hydrated once
// every part has committed: until then a form in the template would still submit natively, and the phone menu still
// be the no-JavaScript list.

export type HydratingPart = 'template' | 'footer' | 'phone-menu' | 'language-button';
const HYDRATING_PARTS: readonly HydratingPart[] = ['template', 'footer', 'phone-menu', 'language-button'];

type Report = (part: HydratingPart) => void;

const HydrationReport = createContext<Report>(() => {});

/**
 * The report of parts: calls `onHydrated` (the runtime marks the document once navigation is ready too) once every
 * part has committed, else marks the document itself (tests and tooling wait for `data-hydrated`).
 */
export function useHydrationReport(onHydrated: (() => void) | undefined): Report {
  const committed = useRef(new Set<HydratingPart>());
  return useCallback(
    (part) => {
      if (committed.current.size === HYDRATING_PARTS.length) return;
      committed.current.add(part);
      if (committed.current.size < HYDRATING_PARTS.length) return;
      if (onHydrated) onHydrated();
      else document.documentElement.dataset.hydrated = 'true';
    },
    [onHydrated],
  );
}

export const HydrationReportProvider = HydrationReport.Provider;

/** Renders nothing; reports its part once it has committed (a set of names: a second report changes nothing). */
export function HydratedPart({ part }: { part: HydratingPart }) {
  const report = useContext(HydrationReport);
  useEffect(() => report(part), [part, report]);
  return null;
}
