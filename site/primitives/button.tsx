import { css, cx } from '@linaria/core';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonTransition, colour, focusRing, font, lineHeight, space } from '../design/tokens.ts';

export const BUTTON_INTENTS = ['primary', 'secondary', 'ghost', 'ghostInverted', 'dark', 'base', 'grey', 'white'] as const;
export type ButtonIntent = (typeof BUTTON_INTENTS)[number];
export const BUTTON_SIZES = ['small', 'normal', 'large', 'xLarge'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonStyleProps {
  /** Default: primary. */
  intent?: ButtonIntent;
  /** Default: normal. */
  size?: ButtonSize;
  /** Takes the whole width of its container. */
  fullWidth?: boolean;
  /** Keeps the label on one line. */
  noWrap?: boolean;
  /** A loading placeholder: shown as a shimmering block and, like `disabled`, not clickable. */
  skeleton?: boolean;
  leftIcon?: ReactNode;
  rightIcon?: ReactNode;
  /** Sent with the click event to analytics (SPEC §7). */
  trackId?: string;
}

export interface ButtonProps extends ButtonStyleProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  children: ReactNode;
}

const base = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space(1)};
  border: 2px solid transparent;
  border-radius: 4px;
  font-family: ${font.family};
  font-weight: ${font.weightBold};
  line-height: ${lineHeight};
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${buttonTransition} linear,
    color ${buttonTransition} linear,
    border-color ${buttonTransition} linear,
    transform ${buttonTransition} linear;
  &:focus-visible {
    outline: ${focusRing};
    outline-offset: 2px;
  }
  &:active:not([aria-disabled='true']) {
    transform: translateY(1px);
  }
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[data-skeleton='true'] {
    color: transparent !important;
    background: linear-gradient(90deg, ${colour.grey} 25%, ${colour.surface} 50%, ${colour.grey} 75%) !important;
    background-size: 200% 100% !important;
    border-color: transparent !important;
    opacity: 1;
    animation: button-skeleton 1.2s linear infinite;
  }
  @keyframes button-skeleton {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    &[data-skeleton='true'] {
      animation: none;
    }
  }
  &[data-full-width='true'] {
    width: 100%;
  }
  &[data-no-wrap='true'] {
    white-space: nowrap;
  }
  &[data-size='small'] {
    font-size: 0.875rem;
    padding: ${space(0.5)} ${space(1.5)};
  }
  &[data-size='normal'] {
    font-size: 1rem;
    padding: ${space(1)} ${space(2.5)};
  }
  &[data-size='large'] {
    font-size: 1.125rem;
    padding: ${space(1.5)} ${space(3)};
  }
  &[data-size='xLarge'] {
    font-size: 1.25rem;
    padding: ${space(2)} ${space(4)};
  }
  &[data-intent='primary'] {
    background: ${colour.primary};
    color: ${colour.white};
  }
  &[data-intent='primary']:hover:not([aria-disabled='true']) {
    background: ${colour.primaryDark};
    color: ${colour.white};
  }
  &[data-intent='secondary'] {
    background: ${colour.primaryTint};
    color: ${colour.primary};
  }
  &[data-intent='secondary']:hover:not([aria-disabled='true']) {
    border-color: ${colour.primary};
  }
  &[data-intent='ghost'] {
    background: transparent;
    color: ${colour.primary};
    border-color: ${colour.primary};
  }
  &[data-intent='ghost']:hover:not([aria-disabled='true']) {
    background: ${colour.primaryTint};
  }
  &[data-intent='ghostInverted'] {
    background: transparent;
    color: ${colour.white};
    border-color: ${colour.white};
  }
  &[data-intent='ghostInverted']:hover:not([aria-disabled='true']) {
    background: rgba(255, 255, 255, 0.12);
    color: ${colour.white};
  }
  &[data-intent='dark'] {
    background: ${colour.dark};
    color: ${colour.white};
  }
  &[data-intent='dark']:hover:not([aria-disabled='true']) {
    background: ${colour.primaryDark};
    color: ${colour.white};
  }
  &[data-intent='base'] {
    background: ${colour.background};
    color: ${colour.text};
    border-color: ${colour.border};
  }
  &[data-intent='base']:hover:not([aria-disabled='true']) {
    border-color: ${colour.text};
  }
  &[data-intent='grey'] {
    background: ${colour.grey};
    color: ${colour.text};
  }
  &[data-intent='grey']:hover:not([aria-disabled='true']) {
    background: ${colour.border};
  }
  &[data-intent='white'] {
    background: ${colour.white};
    color: ${colour.primary};
  }
  &[data-intent='white']:hover:not([aria-disabled='true']) {
    background: ${colour.primaryTint};
  }
`;

const icon = css`
  display: inline-flex;
  flex-shrink: 0;
`;

/** The data attributes that carry a button's state; shared by Button and ButtonLink. */
export function buttonAttributes(
  { intent = 'primary', size = 'normal', fullWidth = false, noWrap = false, skeleton = false, trackId }: ButtonStyleProps,
  disabled: boolean,
) {
  return {
    className: base,
    'data-intent': intent,
    'data-size': size,
    'data-full-width': String(fullWidth),
    'data-no-wrap': String(noWrap),
    'data-skeleton': String(skeleton),
    'data-state': skeleton ? 'skeleton' : disabled ? 'disabled' : 'enabled',
    'data-track-id': trackId,
    'aria-disabled': disabled || skeleton ? ('true' as const) : undefined,
    'aria-busy': skeleton ? ('true' as const) : undefined,
  };
}

export function ButtonContent({ leftIcon, rightIcon, children }: { leftIcon?: ReactNode; rightIcon?: ReactNode; children: ReactNode }) {
  return (
    <>
      {leftIcon && (
        <span className={icon} aria-hidden="true">
          {leftIcon}
        </span>
      )}
      <span>{children}</span>
      {rightIcon && (
        <span className={icon} aria-hidden="true">
          {rightIcon}
        </span>
      )}
    </>
  );
}

/**
 * The site's button (SPEC §3 component props). States are exposed as `data-state` (enabled, disabled,
 * skeleton); a skeleton also disables it. Disabled buttons stay focusable (aria-disabled) so screen reader
 * users can find them, and ignore clicks.
 */
export function Button({
  intent,
  size,
  fullWidth,
  noWrap,
  skeleton,
  leftIcon,
  rightIcon,
  trackId,
  disabled = false,
  className,
  onClick,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const attributes = buttonAttributes({ intent, size, fullWidth, noWrap, skeleton, trackId }, disabled);
  const inert = disabled || Boolean(skeleton);
  return (
    <button
      {...rest}
      {...attributes}
      type={type}
      className={cx(attributes.className, className)}
      onClick={(event) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <ButtonContent leftIcon={leftIcon} rightIcon={rightIcon}>
        {children}
      </ButtonContent>
    </button>
  );
}
