// Self-hosting: `site serve` stores contact submissions in SQLite, `site submissions` reads them back, and
// every kind of bad database path stops with the file named. Also the target of issue 12: 200 concurrent valid
// submissions to `site serve`, 200 rows, no error, no duplicate.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCli } from '../support/run-cli.ts';
import { projectRoot } from '../support/temp-project.ts';

let dir: string;
let database: string;
let serve: ChildProcess;
let origin: URL;

/** Starts `site serve` as a user would, on a free port; resolves once it prints its address. */
function startServe(args: string[]): Promise<{ child: ChildProcess; url: URL }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [join(projectRoot, 'bin/site.js'), 'serve', '--dir', inject('builtSite'), '--port', '0', ...args],
      { cwd: projectRoot },
    );
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) resolve({ child, url: new URL(match[1]!) });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`site serve exited with ${code}: ${output}`)));
  });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: origin.hostname,
        port: origin.port,
        path,
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.from,
        agent: false,
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

const valid = {
  form: 'support',
  locale: 'fr',
  redirect: '/fr/contact/thank-you/',
  name: 'Léa Martin',
  email: 'lea@example.org',
  company: 'Acme',
  topic: 'incident',
  consent: 'yes',
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-submissions-'));
  database = join(dir, 'leads', 'submissions.sqlite');
  const started = await startServe(['--submissions', database]);
  serve = started.child;
  origin = started.url;
});
afterAll(async () => {
  serve?.kill();
  await rm(dir, { recursive: true, force: true });
});

describe('site serve with a submissions database', () => {
  let stamp = '';

  it('gives a contact form’s page a stamp, and stores a post sent a few seconds later', async () => {
    const page = await send('/fr/contact/support/');
    expect(page.status).toBe(200);
    stamp = String(page.headers['set-cookie']).split(';')[0]!;
    expect(stamp).toMatch(/^contact-opened=\d+\./);
    const early = await send('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: stamp },
      body: new URLSearchParams({ ...valid, message: 'Trop tôt' }).toString(),
    });
    expect(early.status).toBe(400);
    expect(early.body).toContain('Patientez quelques secondes');
    await new Promise((resolve) => setTimeout(resolve, 3_100));
    const message = 'Le serveur ne répond plus, ligne 2 ; "urgent"\r\nMerci';
    const body = new URLSearchParams({ ...valid, company: '=HYPERLINK("https://evil.example")', message }).toString();
    const sent = await send('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: stamp },
      body,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/fr/contact/thank-you/');
  });

  it('stores 200 concurrent valid submissions from 200 addresses: 200 rows, no error, no duplicate', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        send('/api/contact', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Cookie: stamp },
          body: JSON.stringify({ ...valid, name: `Visitor ${index}`, message: `Message ${index}` }),
          from: `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`,
        }),
      ),
    );
    const errors = answers.filter((answer) => answer.status !== 201);
    console.log(`site serve: 200 concurrent submissions → ${answers.length - errors.length} stored, ${errors.length} errors`);
    expect(errors.map((answer) => `${answer.status} ${answer.body}`)).toEqual([]);
    const listed = await runCli(['--root', projectRoot, 'submissions', 'export', '--format', 'json', '--file', database]);
    expect(listed.code, listed.stderr).toBe(0);
    const rows = (JSON.parse(listed.stdout) as { id: string; name: string }[]).filter((row) => row.name.startsWith('Visitor '));
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((row) => row.id)).size).toBe(200);
    expect(new Set(rows.map((row) => row.name)).size).toBe(200);
  });

  it('lists the submissions, oldest first, with their delivery state', async () => {
    const result = await runCli(['--root', projectRoot, 'submissions', 'list', '--file', database]);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^received \(UTC\)\s+form\s+locale\s+name\s+email\s+company\s+delivery$/);
    expect(lines[1]).toMatch(
      /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\s+support\s+fr\s+Léa Martin\s+lea@example\.org\s+=HYPERLINK\("https:\/\/evil\.example"\)\s+none$/,
    );
    expect(lines.at(-1)).toBe('201 submissions.');
  });

  it('exports them as CSV a spreadsheet opens safely', async () => {
    const out = join(dir, 'export.csv');
    const result = await runCli(['--root', projectRoot, 'submissions', 'export', '--format', 'csv', '--file', database, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain(`201 submissions → ${out}`);
    const csv = await readFile(out, 'utf8');
    const [header, first] = csv.split('\r\n');
    expect(header).toBe(
      'id,receivedAt,form,locale,name,email,company,topic,message,deliveryState,deliveryAttempts,deliveredAt,deliveryError',
    );
    // A value that starts like a formula is written as text; quotes and line breaks stay inside one cell.
    expect(first).toMatch(
      /^[0-9a-f-]{36},\d{4}-[^,]+Z,support,fr,Léa Martin,lea@example\.org,"'=HYPERLINK\(""https:\/\/evil\.example""\)",incident,/,
    );
    expect(csv).toContain(',"Le serveur ne répond plus, ligne 2 ; ""urgent""\nMerci",none,0,,\r\n');
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(202);
  });

  it('says so when there is nothing yet, and refuses an unknown format', async () => {
    const missing = join(dir, 'none.sqlite');
    const list = await runCli(['--root', projectRoot, 'submissions', 'list', '--file', missing]);
    expect(list.code).toBe(0);
    expect(list.stdout).toBe(`No submissions yet: ${missing} does not exist.\n`);
    const format = await runCli(['--root', projectRoot, 'submissions', 'export', '--format', 'xlsx', '--file', database]);
    expect(format.code).not.toBe(0);
    expect(format.stderr).toContain('must be csv or json');
  });
});

describe('a submissions database that cannot be used', () => {
  it('stops `site serve` when its folder cannot be made, naming the file', async () => {
    writeFileSync(join(dir, 'a-file'), '');
    const file = join(dir, 'a-file', 'submissions.sqlite');
    const result = await runCli(['--root', projectRoot, 'serve', '--dir', inject('builtSite'), '--port', '0', '--submissions', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The submissions database ${file} could not be created or written:`);
    expect(result.stderr).toMatch(/hint: Pass a file in a writable folder with --submissions.*\[SubmissionsUnwritable\]/);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('stops `site serve` and `site submissions` on a file that is not a database, naming it and leaving it as it was', async () => {
    const file = join(dir, 'notes.txt');
    const notes = 'Call Ana back on Monday.\n'.repeat(100);
    writeFileSync(file, notes);
    const served = await runCli(['--root', projectRoot, 'serve', '--dir', inject('builtSite'), '--port', '0', '--submissions', file]);
    expect(served.code).toBe(1);
    expect(served.stderr).toContain(`${file} is not a readable submissions database: file is not a database.`);
    expect(served.stderr).toContain('[SubmissionsCorrupt]');
    const listed = await runCli(['--root', projectRoot, 'submissions', 'list', '--file', file]);
    expect(listed.code).toBe(1);
    expect(listed.stderr).toContain(`${file} is not a readable submissions database`);
    expect(await readFile(file, 'utf8')).toBe(notes);
  });
});
