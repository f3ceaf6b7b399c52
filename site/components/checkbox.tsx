import { css } from '@linaria/core';
import { useId, type ReactNode } from 'react';
import { colour, space } from '../design/tokens.ts';
import { errorText, RequiredMark } from './text-input.tsx';

export interface CheckboxProps {
  /** The label; may hold a link. */
  label: ReactNode;
  name: string;
  value?: string;
  required?: boolean;
  checked: boolean;
  onChange: (checked: boolean) => void;
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
  > span {
    grid-column: 2;
  }
`;

/** A checkbox (SPEC §1, §4, §5): checked or unchecked, a red asterisk and an accessible "required" when required. */
export function Checkbox({ label, name, value = 'yes', required = false, checked, onChange, error }: CheckboxProps) {
  const id = useId();
  return (
    <div className={box} data-state={checked ? 'checked' : 'unchecked'}>
      <input id={id} type="checkbox" name={name} value={value} required={required} checked={checked} onChange={(event) => onChange(event.target.checked)} aria-invalid={error ? 'true' : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      <label htmlFor={id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {error && (
        <span id={`${id}-error`} className={errorText}>
          {error}
        </span>
      )}
    </div>
  );
}
