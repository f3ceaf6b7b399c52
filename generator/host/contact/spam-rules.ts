// What tells a person from a program posting the contact form. Pure: `serve` and the edge apply the same
// policy, and the unit tests pin it once.
import { VISIT_STAMP_HOURS } from '../../../site/shared/storage-names.ts';

export interface SpamPolicy {
  /** A person takes at least this long from opening a form to sending it; a program posts at once. */
  minimumFillMs: number;
  /** How long a stamp stays valid: a form left open over a long lunch still sends; a stamp taken by a program is soon worthless. */
  stampMaxAgeMs: number;
  /** At most `submissions` stored from one address within `windowMs` (checked as the row is written). */
  rateLimit: { submissions: number; windowMs: number };
}

export const SPAM_POLICY: SpamPolicy = {
  minimumFillMs: 3_000,
  stampMaxAgeMs: VISIT_STAMP_HOURS * 60 * 60 * 1000,
  rateLimit: { submissions: 5, windowMs: 10 * 60 * 1000 },
};

/**
 * - `honeypot`: the hidden field was filled. Answered as a success, so the program learns nothing; kept nowhere.
 * - `too-fast`: sent sooner after opening the form than a person can, or with no stamp of when it was opened
 *   (a direct post). Answered with a request to send again, and a fresh stamp, so a person who was quick can.
 */
export type SpamVerdict = 'accept' | 'honeypot' | 'too-fast';

export interface SpamEvidence {
  /** The honeypot field's value, trimmed. */
  honeypot: string;
  /** When the visitor opened the form, from a valid stamp; null without one. */
  openedAt: number | null;
  /** False where the endpoint serves no pages of its own (another host serves the form), so gives no stamps. */
  stampRequired: boolean;
  now: number;
}

export function judgeSubmission(evidence: SpamEvidence, policy: SpamPolicy = SPAM_POLICY): SpamVerdict {
  if (evidence.honeypot) return 'honeypot';
  if (!evidence.stampRequired) return 'accept';
  if (evidence.openedAt === null || evidence.now - evidence.openedAt < policy.minimumFillMs) return 'too-fast';
  return 'accept';
}

/** The start of the rate limit's window, as stored (`received_at` is an ISO time). */
export function rateLimitSince(now: number, policy: SpamPolicy = SPAM_POLICY): string {
  return new Date(now - policy.rateLimit.windowMs).toISOString();
}
