import { Suspense, useCallback, useEffect, useRef, type ComponentType } from 'react';
import { css } from '@linaria/core';
import type { Translate } from './shared/translator.ts';
import { ConsentProvider } from './consent/consent-context.tsx';
import { SiteContext } from './context.tsx';
import { globalStyles } from './design/global-styles.ts';
import { Footer } from './chrome/footer.tsx';
import { Header } from './chrome/header.tsx';
import type { PageResult, SiteData, TemplateProps } from './shared/page-data.ts';

export type { TemplateProps };

export interface AppProps {
  site: SiteData;
  page: PageResult;
  t: Translate;
  Template: ComponentType<TemplateProps>;
  /** Called once the page has hydrated (the runtime). */
  onHydrated?: () => void;
  /**
   * Server only: stand-ins for the header and the footer, which the server render writes once for many pages and
   * puts in their place (site/server-chrome.tsx).
   */
  chrome?: ChromeParts;
}

export interface ChromeParts {
  Header: ComponentType;
  Footer: ComponentType;
}

const CHROME: ChromeParts = { Header, Footer };

const shell = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const main = css`
  flex: 1;
  &:focus {
    outline: none;
  }
`;

const skipLink = css`
  position: absolute;
  left: 0.5rem;
  top: -4rem;
  &:focus {
    top: 0.5rem;
  }
`;

/** The parts of the page that hydrate in passes of their own: each is a Suspense boundary. */
type HydratingPart = 'template' | 'footer';
const HYDRATING_PARTS: readonly HydratingPart[] = ['template', 'footer'];

/**
 * Says when React has hydrated the page: to `onHydrated` (the runtime marks the document once navigation is ready
 * too), else by marking the document itself (tests and tooling wait for `data-hydrated`). React commits the shell
 * first and each Suspense boundary (the template, the footer) in a later pass of its own, so the page counts as
 * hydrated once every part has committed: until then a form in the template would still submit natively.
 */
function useHydrationReport(onHydrated: (() => void) | undefined): (part: HydratingPart) => void {
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

/** Renders nothing; reports its part once it has committed (a set of names: a second report changes nothing). */
function HydratedPart({ part, report }: { part: HydratingPart; report: (part: HydratingPart) => void }) {
  useEffect(() => report(part), [part, report]);
  return null;
}

/** The page shell around every template: skip link, header, main content, footer. */
export function App({ site, page, t, Template, onHydrated, chrome = CHROME }: AppProps) {
  const report = useHydrationReport(onHydrated);
  return (
    <SiteContext.Provider value={{ site, page, t }}>
      <ConsentProvider>
        <div className={`${globalStyles} ${shell}`} data-template={page.template}>
          <a className={skipLink} href="#main">
            {t('site.skipToContent')}
          </a>
          <chrome.Header />
          <main id="main" className={main} tabIndex={-1}>
            {/* The first page's template loads beside hydration (its HTML stands meanwhile); the page counts as
              hydrated once it has. */}
            <Suspense fallback={null}>
              <Template page={page} />
              <HydratedPart part="template" report={report} />
            </Suspense>
          </main>
          {/* Below the first screen: in the browser its code loads beside hydration (footer.lazy.tsx). */}
          <Suspense fallback={null}>
            <chrome.Footer />
            <HydratedPart part="footer" report={report} />
          </Suspense>
        </div>
      </ConsentProvider>
    </SiteContext.Provider>
  );
}
