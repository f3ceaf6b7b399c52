// The start of a thread run by run-in-thread.ts: imports one module (its compiled JavaScript, or its TypeScript
// source through tsx when the generator runs from sources), calls one of its functions with the input, and posts
// back the result or the error. JavaScript, since a thread starts without its parent's TypeScript loader.
import { parentPort, workerData } from 'node:worker_threads';

const { module, typescript, name, input } = workerData;
try {
  if (typescript) (await import('tsx/esm/api')).register();
  const exports = await import(module);
  parentPort.postMessage({ result: await exports[name](input) });
} catch (error) {
  const { message, stack, code, location } = error instanceof Error ? error : new Error(String(error));
  parentPort.postMessage({ failed: { name: error?.name ?? 'Error', message, stack, code, location } });
}
