// Functions run-in-thread's tests call in a thread: TypeScript, as the generator's own thread modules are.
import { siteError } from '../../generator/errors/site-error.ts';
import { resourceLimits, threadId } from 'node:worker_threads';

export function describeInput(input: { words: string[] }): { joined: string; threadId: number } {
  return { joined: input.words.join(' '), threadId };
}

export function failAsTheSite(): never {
  throw siteError('BundleFailed', { reason: 'Expected ";" but found "}"' }, { file: 'site/app.tsx', line: 12 });
}

export async function failOtherwise(): Promise<never> {
  throw new RangeError('out of range');
}

/** Holds about `megabytes` of live objects at once (not one large buffer: those live outside the heap). */
export function holdLiveObjects({ megabytes }: { megabytes: number }): number {
  const held: number[][] = [];
  for (let i = 0; i < megabytes * 16; i++) held.push(Array.from({ length: 8_000 }, (_, j) => i + j + 0.5));
  return held.length;
}

/** Waits `ms` milliseconds, and says when it started and ended (epoch milliseconds). */
export async function waitAndTime({ ms }: { ms: number }): Promise<{ start: number; end: number }> {
  const start = performance.timeOrigin + performance.now();
  await new Promise((resolve) => setTimeout(resolve, ms));
  return { start, end: performance.timeOrigin + performance.now() };
}

/** The limits the thread was started with. */
export function reportLimits(): typeof resourceLimits {
  return resourceLimits;
}
