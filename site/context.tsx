import { createContext, useContext } from 'react';
import type { Translate } from './shared/translator.ts';
import type { PageResult, SiteData } from './shared/page-data.ts';

export interface SiteContextValue {
  site: SiteData;
  page: PageResult;
  t: Translate;
}

export const SiteContext = createContext<SiteContextValue | null>(null);

/** The site data, current page and translate function. Throws outside `<App>`, naming both. */
export function useSite(): SiteContextValue {
  const value = useContext(SiteContext);
  if (!value) throw new Error('useSite() must be used inside <App>: wrap the component in <App>.');
  return value;
}
