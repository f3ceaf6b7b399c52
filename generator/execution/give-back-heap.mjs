// JavaScript, since thread-boot.mjs runs it before any TypeScript loader; give-back-heap.d.mts declares it.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// V8 11 (Node 20) takes no options for its collection (given some, it does not collect), and frees a thread's heap as
// the thread ends.
const takesOptions = Number(process.versions.v8.split('.')[0]) >= 12;

/**
 * A full collection of this thread's heap that gives the pages it frees back to the system at once. An ordinary
 * collection keeps them in a pool, and V8 13 (Node 24) keeps a heap's pages there for 8 s after its thread ends, in
 * case another thread can use them: the heavy threads of a cold build end one after another (run-in-thread.ts's lane), and
 * each one's heap was still held while the next one's grew. A collection made to reduce memory (V8's "last resort",
 * as under memory pressure) frees them. Node offers it only through the `gc` function that --expose-gc puts in a
 * context: a context is made with the flag set, which is unset again at once. It never throws: only memory is at stake.
 */
export function giveBackHeap() {
  try {
    setFlagsFromString('--expose-gc');
    const collect = runInNewContext('gc');
    if (takesOptions) collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
    else collect();
  } catch {
    // A Node without this path keeps its memory a little longer; the build goes on.
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}
