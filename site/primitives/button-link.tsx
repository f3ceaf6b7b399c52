import { cx } from '@linaria/core';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { buttonAttributes, ButtonContent, type ButtonStyleProps } from './button.tsx';
import { Link } from './link.tsx';

export interface ButtonLinkProps extends ButtonStyleProps, Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  /** A route without locale, a `mailto:` address, an absolute URL, or a file (`download`). */
  href: string;
  children: ReactNode;
}

/** A link that looks like a button (calls to action that navigate). */
export function ButtonLink({
  intent,
  size,
  fullWidth,
  noWrap,
  skeleton,
  leftIcon,
  rightIcon,
  trackId,
  href,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const attributes = buttonAttributes({ intent, size, fullWidth, noWrap, skeleton, trackId }, false);
  const content = (
    <ButtonContent leftIcon={leftIcon} rightIcon={rightIcon}>
      {children}
    </ButtonContent>
  );
  // Files (brochure PDFs) are not pages: no locale prefix, no client-side navigation.
  if (rest.download !== undefined) {
    return (
      <a {...rest} {...attributes} href={href} className={cx(attributes.className, className)}>
        {content}
      </a>
    );
  }
  return (
    <Link {...rest} {...attributes} href={href} className={cx(attributes.className, className)} data-component="button">
      {content}
    </Link>
  );
}
