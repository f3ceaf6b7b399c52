import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** A hash of strings and buffers, for cache keys. */
export function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 24);
}

/**
 * Returns the cached file for `key`, or produces, stores and returns it. Content-addressed: an unchanged
 * input costs one file read on the next build.
 */
export async function readThrough(cacheDir: string, key: string, produce: () => Promise<Buffer>): Promise<Buffer> {
  const file = join(cacheDir, key.slice(0, 2), key);
  if (existsSync(file)) return readFile(file);
  const contents = await produce();
  await store(file, contents);
  return contents;
}

/**
 * The cached file for `key`, produced and stored first if missing: for outputs copied from the cache as they are
 * (share images), which a warm build then never reads into memory.
 */
export async function cachedFile(cacheDir: string, key: string, produce: () => Promise<Buffer>): Promise<string> {
  const file = join(cacheDir, key.slice(0, 2), key);
  if (!existsSync(file)) await store(file, await produce());
  return file;
}

/** Writes a cache entry whole or not at all. */
export async function store(file: string, contents: Buffer | string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  // Write then rename: a build killed half-way never leaves a truncated entry behind.
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, contents);
  await rename(partial, file);
}
