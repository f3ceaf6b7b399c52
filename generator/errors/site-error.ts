import type { ErrorCode } from './catalogue.ts';
import { ERRORS } from './catalogue.ts';

/** Where an error is in the author's files. */
export interface ErrorLocation {
  file?: string;
  line?: number;
  /** 1-based, where known (front-matter fields). */
  column?: number;
  field?: string;
}

/**
 * The one error type of the generator: a permanent code from the catalogue, a message a site author
 * understands, a hint that says what to do, and the file, line and field it concerns.
 */
export class SiteError extends Error {
  readonly code: ErrorCode;
  readonly hint: string;
  readonly location: ErrorLocation;

  constructor(code: ErrorCode, message: string, location: ErrorLocation = {}, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SiteError';
    this.code = code;
    this.hint = ERRORS[code].hint;
    this.location = location;
  }

  /** `content/en/audit.md:4:5 (field lead.cta.href)` */
  get where(): string {
    const { file, line, column, field } = this.location;
    const place = file ? `${file}${line ? `:${line}${column ? `:${column}` : ''}` : ''}` : '';
    const what = field ? `field ${field}` : '';
    return place && what ? `${place} (${what})` : place || what;
  }
}

/** Builds a SiteError from the catalogue entry's message template. */
export function siteError<C extends ErrorCode>(
  code: C,
  values: Parameters<(typeof ERRORS)[C]['message']>[0],
  location: ErrorLocation = {},
  cause?: unknown,
): SiteError {
  const message = (ERRORS[code].message as (v: typeof values) => string)(values);
  return new SiteError(code, message, location, cause === undefined ? undefined : { cause });
}

/** Collects errors so that an author sees every problem of a kind in one run, not one per build. */
export class ErrorList extends Error {
  readonly errors: SiteError[];
  constructor(errors: SiteError[]) {
    super(`${errors.length} problem${errors.length === 1 ? '' : 's'} found`);
    this.name = 'ErrorList';
    this.errors = errors;
  }
}

/** Throws when the list is not empty: one error as itself, several as an ErrorList. */
export function throwIfAny(errors: SiteError[]): void {
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new ErrorList(errors);
}
