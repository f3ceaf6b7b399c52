import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { colour, focusRing, space } from '../design/tokens.ts';
import { describedBy, FieldError, RequiredMark } from './text-input.tsx';

export interface CheckboxProps {
  /** The label; may hold a link. */
  label: ReactNode;
  name: string;
  /** Default: generated. Give one when something links to the checkbox (an error summary). */
  id?: string;
  /** What the form posts when checked. Default: "yes". */
  value?: string;
  /** Adds the red asterisk, "(required)" for screen readers, and native validation. Default: false. */
  required?: boolean;
  /** Controlled state (with `onChange`). */
  checked?: boolean;
  /** Initial state of an uncontrolled checkbox. Default: false. */
  defaultChecked?: boolean;
  onChange?: (checked: boolean, event: ChangeEvent<HTMLInputElement>) => void;
  /** Shown under the label in the danger colour; marks the checkbox `aria-invalid`. */
  error?: string | null;
}

const box = css`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${space(0.5)} ${space(1.5)};
  align-items: start;
  margin-bottom: ${space(2.5)};
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0.15rem 0 0;
    accent-color: ${colour.primary};
  }
  input:focus-visible {
    outline: ${focusRing};
    outline-offset: 2px;
  }
  input[aria-invalid='true'] {
    outline: 2px solid ${colour.danger};
    outline-offset: 1px;
  }
  > span {
    grid-column: 2;
  }
`;

/**
 * A checkbox (SPEC §1, §4, §5) with `data-state="checked" | "unchecked"`; when required, a red asterisk and
 * "(required)" in its accessible name. Controlled (`checked`) or not (`defaultChecked`).
 */
export function Checkbox({
  label,
  name,
  id: givenId,
  value = 'yes',
  required = false,
  checked,
  defaultChecked = false,
  onChange,
  error,
}: CheckboxProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const [uncontrolledChecked, setUncontrolledChecked] = useState(defaultChecked);
  const isChecked = checked ?? uncontrolledChecked;
  // A box ticked before hydration is ticked in the DOM but not in the first render's state: read it back.
  useEffect(() => {
    if (checked === undefined && input.current) setUncontrolledChecked(input.current.checked);
    // Once, after hydration; later changes arrive through onChange.
  }, []);
  return (
    <div className={box} data-state={isChecked ? 'checked' : 'unchecked'}>
      <input
        ref={input}
        id={id}
        type="checkbox"
        name={name}
        value={value}
        required={required}
        {...(checked === undefined ? { defaultChecked } : { checked })}
        onChange={(event) => {
          if (checked === undefined) setUncontrolledChecked(event.target.checked);
          onChange?.(event.target.checked, event);
        }}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
      />
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {error && <FieldError id={id}>{error}</FieldError>}
    </div>
  );
}
