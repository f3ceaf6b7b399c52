// The start of a thread run by run-in-thread.ts: imports one module (its compiled JavaScript, or its TypeScript
// source through tsx when the generator runs from sources), calls one of its functions with the input, and posts
// back the result or the error. JavaScript, since a thread starts without its parent's TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';
import { giveBackHeap } from './give-back-heap.mjs';

const { module, typescript, name, input, giveBack } = workerData;
let answer;
try {
  if (typescript) (await import('tsx/esm/api')).register();
  const exports = await import(module);
  answer = { result: await exports[name](input) };
} catch (error) {
  const { message, stack, code, location } = error instanceof Error ? error : new Error(String(error));
  answer = { failed: { name: error?.name ?? 'Error', message, stack, code, location } };
}
// Before the thread ends, so that its garbage is not kept with its heap (give-back-heap.mjs says why).
if (giveBack) giveBackHeap();
parentPort.postMessage(answer);
