import { css } from '@linaria/core';
import { useId, type ChangeEvent, type ReactNode } from 'react';
import { colour, focusRing, font, space } from '../design/tokens.ts';
import { useSite } from '../context.tsx';

/** The layout of one labelled field (text inputs, textareas and selects share it). */
export const field = css`
  display: flex;
  flex-direction: column;
  gap: ${space(0.75)};
  margin-bottom: ${space(2.5)};
  label {
    font-weight: ${font.weightBold};
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
  textarea {
    resize: vertical;
  }
  input:focus-visible,
  textarea:focus-visible,
  select:focus-visible {
    outline: ${focusRing};
    outline-offset: 1px;
  }
  [aria-invalid='true'] {
    border-color: ${colour.danger};
    box-shadow: inset 0 0 0 1px ${colour.danger};
  }
`;

export const hintText = css`
  color: ${colour.textMuted};
  font-size: 0.9375rem;
`;

export const asterisk = css`
  color: ${colour.danger};
  margin-left: 0.15em;
`;

export const errorText = css`
  color: ${colour.danger};
  font-weight: ${font.weightBold};
  font-size: 0.9375rem;
`;

/**
 * SPEC §5's red asterisk. Screen readers skip it and hear "(required)" in the page's language instead, as
 * part of the label, so the field's accessible name says it. It never starts a line of its own: a word joiner ties
 * it to the label ("How can we help?*"), and French sets it after a narrow no-break space (`form.requiredMark`).
 */
export function RequiredMark() {
  const { t } = useSite();
  return (
    <>
      <span className={asterisk} aria-hidden="true">
        {`\u2060${t('form.requiredMark')}`}
      </span>
      <span className="visually-hidden"> {t('form.required')}</span>
    </>
  );
}

export interface FieldLabelProps {
  htmlFor: string;
  required: boolean;
  children: ReactNode;
}

/** The label of a field, marked when required. */
export function FieldLabel({ htmlFor, required, children }: FieldLabelProps) {
  return (
    <label htmlFor={htmlFor}>
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

/** The ids of a field's hint and error, in the order assistive technology should read them. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's error message, tied to the field by `aria-describedby`. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={`${id}-error`} className={errorText}>
      {children}
    </span>
  );
}

export interface TextInputProps {
  label: string;
  name: string;
  /** Default: text. */
  type?: 'text' | 'email' | 'tel' | 'url' | 'search' | 'number' | 'password';
  /** Default: generated. Give one when something links to the field (an error summary). */
  id?: string;
  /** Adds the red asterisk, "(required)" for screen readers, and native validation. Default: false. */
  required?: boolean;
  /** Shown under the label and read after it. */
  hint?: string;
  /** Shown under the field in the danger colour; marks the field `aria-invalid`. */
  error?: string | null;
  autoComplete?: string;
  /** A textarea instead of a one-line input. Default: false. */
  multiline?: boolean;
  /** Height of a textarea in lines. Default: 6. */
  rows?: number;
  maxLength?: number;
  spellCheck?: boolean;
  /** Controlled value (with `onChange`). */
  value?: string;
  /** Initial value of an uncontrolled field. */
  defaultValue?: string;
  onChange?: (value: string, event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
}

/**
 * A labelled text field (SPEC §1, §5): native validation attributes, the hint and the error linked for
 * assistive technology. `data-state` is `invalid` while an error shows, else `valid`.
 */
export function TextInput({
  label,
  name,
  type = 'text',
  id: givenId,
  required = false,
  hint,
  error,
  autoComplete,
  multiline = false,
  rows = 6,
  maxLength,
  spellCheck,
  value,
  defaultValue,
  onChange,
}: TextInputProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const common = {
    id,
    name,
    required,
    maxLength,
    autoComplete,
    spellCheck,
    'aria-invalid': error ? ('true' as const) : undefined,
    'aria-describedby': describedBy(id, Boolean(hint), Boolean(error)),
    value,
    defaultValue,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange?.(event.target.value, event),
  };
  return (
    <div className={field} data-state={error ? 'invalid' : 'valid'}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {hint && (
        <span id={`${id}-hint`} className={hintText}>
          {hint}
        </span>
      )}
      {multiline ? <textarea {...common} rows={rows} /> : <input {...common} type={type} />}
      {error && <FieldError id={id}>{error}</FieldError>}
    </div>
  );
}
