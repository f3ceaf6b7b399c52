import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, inject, it } from 'vitest';
import { listBuiltFiles } from '../support/built-site.ts';

// The jar itself, run with the machine's Java (tests/run.sh installs Debian's when missing): the package's
// own launcher would download a Java runtime, which this machine must never do.
const vnuJar = join(createRequire(import.meta.url).resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

describe('the W3C Nu HTML Checker', () => {
  it('reports no error on any built page, in any locale', { timeout: 120_000 }, async () => {
    const dir = inject('builtSite');
    const pages = listBuiltFiles(dir).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(450);
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...pages.map((file) => join(dir, file))],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const report = JSON.parse(stdout || stderr) as { messages: VnuMessage[] };
    const errors = report.messages.map(
      (message) => `${message.url.replace(`file:${dir}/`, '')}:${message.lastLine ?? '?'} ${message.message} [${message.extract ?? ''}]`,
    );
    expect(errors).toEqual([]);
  });
});
