// Fetching page data and app data the way SPEC §4 says: 404 or a bad body is "not found", 500 is an
// error, anything else that fails (network, 502, 503 …) is tried again, up to 3 retries.

export const PAGE_DATA_RETRIES = 3;

export type FetchOutcome<T> = { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'error'; status: number };

export interface FetchOptions {
  retries?: number;
  /** Milliseconds before retry n (0-based). Default: 100 × 2^n. */
  delay?: (attempt: number) => number;
  fetcher?: typeof fetch;
}

/** Classifies one response (pure): what SPEC §4 says each status means. `retry` means try again. */
export function classifyResponse(status: number, bodyIsValid: boolean): 'ok' | 'not-found' | 'error' | 'retry' {
  if (status === 200) return bodyIsValid ? 'ok' : 'not-found';
  if (status === 404) return 'not-found';
  if (status === 500) return 'error';
  return 'retry';
}

export async function fetchResource<T>(
  url: string,
  isValid: (value: unknown) => value is T,
  options: FetchOptions = {},
): Promise<FetchOutcome<T>> {
  const retries = options.retries ?? PAGE_DATA_RETRIES;
  const delay = options.delay ?? ((attempt) => 100 * 2 ** attempt);
  const fetcher = options.fetcher ?? fetch;
  let lastStatus = 0;
  for (let attempt = 0; attempt <= retries; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, delay(attempt - 1)));
    let status = 0;
    let body: unknown = undefined;
    let valid = false;
    try {
      const response = await fetcher(url, { headers: { Accept: 'application/json' } });
      status = response.status;
      if (status === 200) {
        try {
          body = JSON.parse(await response.text());
          valid = isValid(body);
        } catch {
          valid = false;
        }
      }
    } catch {
      status = 0; // a network failure
    }
    lastStatus = status;
    const verdict = classifyResponse(status, valid);
    if (verdict === 'ok') return { kind: 'ok', data: body as T };
    if (verdict === 'not-found') return { kind: 'not-found' };
    if (verdict === 'error') return { kind: 'error', status };
  }
  return { kind: 'error', status: lastStatus };
}
