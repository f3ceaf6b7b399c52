import { css } from '@linaria/core';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { colour, focusRing, font, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';

export const field = css`
  display: flex;
  flex-direction: column;
  gap: ${space(0.75)};
  margin-bottom: ${space(2.5)};
  label {
    font-weight: 700;
  }
  input,
  textarea,
  select {
    width: 100%;
    padding: ${space(1.25)} ${space(1.5)};
    border: 1px solid ${colour.textMuted};
    border-radius: 4px;
    background: ${colour.background};
    color: ${colour.text};
    font: inherit;
    font-family: ${font.family};
  }
  input:focus-visible,
  textarea:focus-visible,
  select:focus-visible {
    outline: ${focusRing};
    outline-offset: 1px;
  }
  [aria-invalid='true'] {
    border-color: ${colour.danger};
    border-width: 2px;
  }
  small {
    color: ${colour.textMuted};
  }
`;

export const asterisk = css`
  color: ${colour.danger};
  margin-left: 0.15em;
`;

export const errorText = css`
  color: ${colour.danger};
  font-weight: 700;
  font-size: 0.9375rem;
`;

/** SPEC §5's red asterisk, hidden from screen readers, which hear "required" in the page's language instead. */
export function RequiredMark() {
  const { t } = useSite();
  return (
    <>
      <span className={asterisk} aria-hidden="true">
        *
      </span>
      <span className="visually-hidden"> {t('form.required')}</span>
    </>
  );
}

/** The label of a field, marked when required. */
export function FieldLabel({ htmlFor, required, children }: { htmlFor: string; required: boolean; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor}>
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

export interface TextInputProps {
  label: string;
  name: string;
  type?: 'text' | 'email' | 'tel';
  required?: boolean;
  hint?: string;
  error?: string | null;
  autoComplete?: string;
  multiline?: boolean;
  maxLength?: number;
  value?: string;
  onChange?: (value: string) => void;
}

/** A labelled text field (SPEC §1, §5): native validation attributes, hint and error linked for assistive technology. */
export function TextInput({ label, name, type = 'text', required = false, hint, error, autoComplete, multiline = false, maxLength, value, onChange }: TextInputProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required,
    maxLength,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy,
    value,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange?.(event.target.value),
  };
  return (
    <div className={field} data-state={error ? 'invalid' : 'valid'}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {multiline ? <textarea {...common} rows={6} /> : <input {...common} type={type} autoComplete={autoComplete} />}
      {error && (
        <span id={`${id}-error`} className={errorText}>
          {error}
        </span>
      )}
    </div>
  );
}
