import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useSite } from '../context.tsx';
import { classifyLink, localePath } from '../shared/paths.ts';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A route without locale (`/contact/`), a `mailto:` address or an absolute URL. */
  href: string;
  /** Link to this locale instead of the current page's (language switchers). */
  locale?: string;
  children: ReactNode;
}

/**
 * Every link of the site (SPEC §5): local routes get the page's locale; external links open in a new tab
 * with `rel="noopener noreferrer"` and a title ending "(External)".
 */
export function Link({ href, locale, children, title, ...rest }: LinkProps) {
  const { page, t } = useSite();
  const kind = classifyLink(href);
  if (kind === 'local') {
    const target = href.startsWith('/') ? localePath(locale ?? page.locale, href) : href;
    return (
      <a href={target} title={title} data-link="local" {...rest}>
        {children}
      </a>
    );
  }
  if (kind === 'mail') {
    return (
      <a href={href} title={title} data-link="mail" {...rest}>
        {children}
      </a>
    );
  }
  const label = title ?? (typeof children === 'string' ? children : href);
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" title={`${label} ${t('link.external')}`} data-link="external" {...rest}>
      {children}
    </a>
  );
}
