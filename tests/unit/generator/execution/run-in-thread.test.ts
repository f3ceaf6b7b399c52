import { threadId } from 'node:worker_threads';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { SiteError } from '../../../../generator/errors/site-error.ts';
import { createLane } from '../../../../generator/execution/lanes.ts';
import { runInThread, threadModule } from '../../../../generator/execution/run-in-thread.ts';

const module = new URL('../../../support/thread-module.ts', import.meta.url);

describe('runInThread', () => {
  it("runs a module's function in another thread and resolves with its result", async () => {
    const result = await runInThread<{ joined: string; threadId: number }>(module, 'describeInput', { words: ['made', 'elsewhere'] });
    expect(result.joined).toBe('made elsewhere');
    expect(result.threadId).not.toBe(threadId);
  });

  it("rejects with the thread's SiteError as a SiteError: code, message, file and line", async () => {
    const error = await runInThread(module, 'failAsTheSite', null).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SiteError);
    expect((error as SiteError).code).toBe('BundleFailed');
    expect((error as SiteError).message).toContain('Expected ";"');
    expect((error as SiteError).where).toBe('site/app.tsx:12');
  });

  it('rejects with any other error by its message and the stack of the thread', async () => {
    const error = (await runInThread(module, 'failOtherwise', null).catch((caught: unknown) => caught)) as Error;
    expect(error.message).toBe('out of range');
    expect(error.stack).toContain('thread-module.ts');
  });

  it('runs a thread that outgrows its heap limit again without one, so the limit never fails a build', async () => {
    // 48 MB of live objects under a 16 MB limit: the first thread runs out of memory.
    await expect(runInThread(module, 'holdLiveObjects', { megabytes: 48 }, { heapLimitMb: 16 })).resolves.toBe(48 * 16);
  });

  it("starts a thread with the young generation and the heap limit asked for, and V8's own otherwise", async () => {
    expect(await runInThread(module, 'reportLimits', null, { youngGenerationMb: 16 })).toMatchObject({ maxYoungGenerationSizeMb: 16 });
    const limited = await runInThread(module, 'reportLimits', null, { heapLimitMb: 256, youngGenerationMb: 16 });
    expect(limited).toMatchObject({ maxYoungGenerationSizeMb: 16, maxOldGenerationSizeMb: 256 });
    const plain = await runInThread<{ maxYoungGenerationSizeMb: number; maxOldGenerationSizeMb: number }>(module, 'reportLimits', null);
    expect(plain.maxYoungGenerationSizeMb).not.toBe(16);
    expect(plain.maxOldGenerationSizeMb).not.toBe(256);
  });

  it("gives the thread's garbage back to the system as it ends, rather than keeping the pages of its heap", async () => {
    // Node 24's V8 kept a heap's pages for 8 s after its thread ended: about 140 MB more than before the thread here.
    const before = process.memoryUsage.rss();
    await expect(runInThread(module, 'holdLiveObjects', { megabytes: 96 }, { giveBack: true })).resolves.toBe(96 * 16);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect((process.memoryUsage.rss() - before) / 2 ** 20).toBeLessThan(40);
  });

  it('runs the jobs of a lane one after another, even after one failed, and threads outside it at once', async () => {
    const heavy = createLane();
    const [first, failed, second] = await Promise.allSettled([
      heavy.run(() => runInThread<{ start: number; end: number }>(module, 'waitAndTime', { ms: 300 }), 1),
      heavy.run(() => runInThread(module, 'failOtherwise', null), 1),
      heavy.run(() => runInThread<{ start: number; end: number }>(module, 'waitAndTime', { ms: 300 }), 1),
    ]);
    expect(failed.status).toBe('rejected');
    const times = [first, second].map((result) => (result as PromiseFulfilledResult<{ start: number; end: number }>).value);
    expect(times[1]!.start).toBeGreaterThanOrEqual(times[0]!.end);
    const [alone, beside] = await Promise.all([
      runInThread<{ start: number; end: number }>(module, 'waitAndTime', { ms: 1000 }),
      runInThread<{ start: number; end: number }>(module, 'waitAndTime', { ms: 1000 }),
    ]);
    expect(beside.start).toBeLessThan(alone.end);
  });

  it('runs as many jobs of a lane at once as its width allows, first asked first, and one that takes two cores alone', async () => {
    const heavy = createLane();
    heavy.setWidth(2);
    const started: string[] = [];
    const gates = new Map<string, () => void>();
    const job = (name: string) => () => {
      started.push(name);
      return new Promise<string>((resolve) => gates.set(name, () => resolve(name)));
    };
    const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
    const all = Promise.all([
      heavy.run(job('bundle'), 2),
      heavy.run(job('pdfs'), 1),
      heavy.run(job('cards'), 1),
      heavy.run(job('more'), 1),
    ]);
    await settled();
    expect(started).toEqual(['bundle']);
    gates.get('bundle')!();
    await settled();
    expect(started).toEqual(['bundle', 'pdfs', 'cards']);
    gates.get('cards')!();
    await settled();
    expect(started).toEqual(['bundle', 'pdfs', 'cards', 'more']);
    gates.get('pdfs')!();
    gates.get('more')!();
    await expect(all).resolves.toEqual(['bundle', 'pdfs', 'cards', 'more']);
  });

  it('never falls back to TypeScript under the compiled CLI: a module missing from its thread modules is an error', () => {
    const source = new URL('../../../../generator/social/draw-share-cards.ts', import.meta.url);
    expect(threadModule(source)).toEqual({ module: source.href, typescript: true });
    const compiled = mkdtempSync(join(tmpdir(), 'compiled-cli-'));
    onTestFinished(() => rmSync(compiled, { recursive: true, force: true }));
    vi.stubEnv('SITE_COMPILED_CLI', compiled);
    onTestFinished(() => {
      vi.unstubAllEnvs();
    });
    expect(() => threadModule(source)).toThrow('generator/social/draw-share-cards.ts runs in a thread but is not compiled as one');
  });
});
