// Functions run-in-thread's tests call in a thread: TypeScript, as the generator's own thread modules are.
import { siteError } from '../../generator/errors/site-error.ts';
import { threadId } from 'node:worker_threads';

export function describeInput(input: { words: string[] }): { joined: string; threadId: number } {
  return { joined: input.words.join(' '), threadId };
}

export function failAsTheSite(): never {
  throw siteError('BundleFailed', { reason: 'Expected ";" but found "}"' }, { file: 'site/app.tsx', line: 12 });
}

export async function failOtherwise(): Promise<never> {
  throw new RangeError('out of range');
}
