import { describe, expect, it } from 'vitest';
import { mapAtMost } from '../../../../generator/shared/map-at-most.ts';

/** A promise and the functions that settle it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('mapAtMost', () => {
  it('gives the results in the order of the items, whatever order they finish in', async () => {
    const waits = [30, 5, 20, 0, 10];
    const results = await mapAtMost(waits, 3, (ms) => new Promise<number>((resolve) => setTimeout(() => resolve(ms * 2), ms)));
    expect(results).toEqual([60, 10, 40, 0, 20]);
  });

  it('never has more than the limit running, and starts them in order', async () => {
    const started: number[] = [];
    const pending = [0, 1, 2, 3, 4].map(() => deferred<number>());
    const all = mapAtMost([0, 1, 2, 3, 4], 2, (index) => {
      started.push(index);
      return pending[index]!.promise;
    });
    await tick();
    expect(started).toEqual([0, 1]);
    pending[1]!.resolve(1);
    await tick();
    expect(started).toEqual([0, 1, 2]);
    pending[0]!.resolve(0);
    pending[2]!.resolve(2);
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    pending[3]!.resolve(3);
    pending[4]!.resolve(4);
    expect(await all).toEqual([0, 1, 2, 3, 4]);
  });

  it('fails with the earliest failing item, as a loop would, after those started have settled, and starts no more', async () => {
    const started: number[] = [];
    const pending = [0, 1, 2, 3].map(() => deferred<number>());
    const all = mapAtMost([0, 1, 2, 3], 3, (index) => {
      started.push(index);
      return pending[index]!.promise;
    });
    let settled = false;
    void all.catch(() => (settled = true));
    await tick();
    // The third fails first, the second afterwards: the second is the one reported.
    pending[2]!.reject(new Error('third'));
    await tick();
    pending[1]!.reject(new Error('second'));
    await tick();
    expect(settled).toBe(false); // the first is still running
    pending[0]!.resolve(0);
    await expect(all).rejects.toThrow('second');
    expect(started).toEqual([0, 1, 2]);
  });

  it('maps nothing to nothing', async () => {
    expect(await mapAtMost([], 4, async () => 1)).toEqual([]);
  });
});
