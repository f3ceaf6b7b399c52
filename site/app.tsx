import { Suspense, type ComponentType } from 'react';
import { css } from '@linaria/core';
import type { Translate } from './shared/translator.ts';
import { ConsentProvider } from './consent/consent-context.tsx';
import { SiteContext } from './context.tsx';
import { globalStyles } from './design/global-styles.ts';
import { Footer } from './chrome/footer.tsx';
import { Header } from './chrome/header.tsx';
import { HydratedPart, HydrationReportProvider, useHydrationReport } from './primitives/hydrated-part.tsx';
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

/** The page shell around every template: skip link, header, main content, footer. */
export function App({ site, page, t, Template, onHydrated, chrome = CHROME }: AppProps) {
  const report = useHydrationReport(onHydrated);
  return (
    <SiteContext.Provider value={{ site, page, t }}>
      <HydrationReportProvider value={report}>
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
                <HydratedPart part="template" />
              </Suspense>
            </main>
            {/* Below the first screen: in the browser its code loads beside hydration (footer.lazy.tsx). */}
            <Suspense fallback={null}>
              <chrome.Footer />
              <HydratedPart part="footer" />
            </Suspense>
          </div>
        </ConsentProvider>
      </HydrationReportProvider>
    </SiteContext.Provider>
  );
}
