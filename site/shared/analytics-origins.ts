// Where analytics talks to, derived from the config the same way in the browser and in the host's
// Content-Security-Policy, so the policy allows exactly what the runtime uses. Pure.

/** The event intake's scheme: plain HTTP only for a stand-in on this machine (tests, `dev`). */
export function apiProtocol(apiHost: string): 'http' | 'https' {
  return /^(127\.|localhost|\[::1\])/.test(apiHost) ? 'http' : 'https';
}

/** `api.segment.io/v1` → `https://api.segment.io`. */
export function apiOrigin(apiHost: string): string {
  return `${apiProtocol(apiHost)}://${apiHost.split('/')[0]}`;
}
