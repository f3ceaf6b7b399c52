import { cp, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { siteError } from '../errors/site-error.ts';

/** One file of the output: its contents, or a file to copy. */
export type OutputFile = { path: string; contents: string | Buffer } | { path: string; copyFrom: string };

/**
 * Writes the whole site into a temporary folder beside `outDir`, then swaps it in. A build that fails
 * before the swap leaves the previous output untouched.
 */
export async function writeOutput(outDir: string, files: OutputFile[]): Promise<{ files: number; bytes: number }> {
  const staging = join(dirname(outDir), `.${basename(outDir)}.tmp-${process.pid}`);
  const previous = join(dirname(outDir), `.${basename(outDir)}.old-${process.pid}`);
  let bytes = 0;
  try {
    await rm(staging, { recursive: true, force: true });
    await writeFiles(staging, files, (size) => (bytes += size));
    if (existsSync(outDir)) await rename(outDir, previous);
    await rename(staging, outDir);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (existsSync(previous) && !existsSync(outDir)) await rename(previous, outDir);
    throw siteError('OutputUnwritable', { reason: (error as Error).message }, { file: outDir }, error);
  }
  await rm(previous, { recursive: true, force: true });
  return { files: files.length, bytes };
}

/** Writes files into a folder in place (dev: re-rendered pages). */
export async function writeFiles(dir: string, files: OutputFile[], onWrite: (bytes: number) => void = () => {}): Promise<void> {
  const made = new Set<string>();
  const ensure = async (folder: string) => {
    if (made.has(folder)) return;
    await mkdir(folder, { recursive: true });
    made.add(folder);
  };
  const queue = [...files];
  // A bounded pool: thousands of parallel writes exhaust file handles for no gain.
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const target = join(dir, file.path);
        await ensure(dirname(target));
        if ('copyFrom' in file) {
          await cp(file.copyFrom, target);
          onWrite((await stat(target)).size);
        } else {
          await writeFile(target, file.contents);
          onWrite(typeof file.contents === 'string' ? Buffer.byteLength(file.contents) : file.contents.length);
        }
      }
    }),
  );
}
