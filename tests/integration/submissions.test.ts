// Self-hosting: `site serve` stores contact submissions in SQLite, `site submissions` reads them back, and
// every kind of bad database path stops with the file named. Also the target of issue 12: 200 concurrent valid
// submissions to `site serve`, 200 rows, no error, no duplicate.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
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
      [join(projectRoot, 'bin/site.js'), 'serve', '--dir', inject('builtFixture'), '--port', '0', ...args],
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

/** `count` visit stamps of `form`, as the form asks for them once a visitor starts writing (a Cookie value each). */
async function stamps(count: number, form = 'support'): Promise<string[]> {
  const answers = await Promise.all(Array.from({ length: count }, () => send(`/api/contact?stamp=${form}`)));
  return answers.map((answer) => String(answer.headers['set-cookie']).split(';')[0]!);
}
const waitPastMinimumFill = () => new Promise((resolve) => setTimeout(resolve, 3_100));

function postJson(fields: Record<string, string>, cookie: string, from?: string): Promise<Answer> {
  return send('/api/contact', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Cookie: cookie },
    body: JSON.stringify({ ...valid, message: 'Le serveur ne répond plus.', ...fields }),
    from,
  });
}
const addressOf = (index: number) => `127.0.${1 + Math.floor(index / 250)}.${1 + (index % 250)}`;

/** Every stored row, read with the sqlite3 shell, as an operator would. */
function rowsInFile(file: string, where = '1'): { id: string; name: string }[] {
  const text = execFileSync('sqlite3', ['-json', file, `SELECT id, name FROM contact_submissions WHERE ${where} ORDER BY name`]).toString();
  return text.trim() ? (JSON.parse(text) as { id: string; name: string }[]) : [];
}

/** The sqlite3 shell on a file, fed statements; each batch resolves once the shell has run it. */
function sqliteShell(file: string) {
  const shell = spawn('sqlite3', [file], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  let batches = 0;
  shell.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return {
    async run(sql: string): Promise<void> {
      const marker = `done-${(batches += 1)}`;
      shell.stdin.write(`${sql}\n.print ${marker}\n`);
      while (!output.includes(marker)) await new Promise((resolve) => shell.stdout.once('data', resolve));
    },
    end: () => new Promise((resolve) => shell.once('exit', resolve).stdin.end('.quit\n')),
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-submissions-'));
  database = join(dir, 'leads', 'submissions.sqlite');
  const started = await startServe(['--submissions', database, '--trust-proxy']);
  serve = started.child;
  origin = started.url;
});
afterAll(async () => {
  serve?.kill();
  await rm(dir, { recursive: true, force: true });
});

describe('site serve with a submissions database', () => {
  it('gives a contact form’s page a stamp, and stores a post sent a few seconds later, once', async () => {
    const page = await send('/fr/contact/support/');
    expect(page.status).toBe(200);
    const stamp = String(page.headers['set-cookie']).split(';')[0]!;
    expect(stamp).toMatch(/^contact-opened-support=\d+\./);
    const early = await send('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: stamp },
      body: new URLSearchParams({ ...valid, message: 'Trop tôt' }).toString(),
    });
    expect(early.status).toBe(400);
    expect(early.body).toContain('Patientez quelques secondes');
    await waitPastMinimumFill();
    const message = 'Le serveur ne répond plus, ligne 2 ; "urgent"\r\nMerci';
    const body = new URLSearchParams({ ...valid, company: '=HYPERLINK("https://evil.example")', message }).toString();
    const sent = await send('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: stamp },
      body,
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.location).toBe('/fr/contact/thank-you/');
    // The same stamp again, from another address: told the message went, with a new stamp for a deliberate second one.
    const replayed = await postJson({ name: 'Replay' }, stamp, '127.0.9.9');
    expect(replayed.status).toBe(409);
    expect(String(replayed.headers['set-cookie'])).toMatch(/^contact-opened-support=/);
    expect(rowsInFile(database, "name = 'Replay'")).toEqual([]);
  });

  it('stores 200 concurrent valid submissions from 200 addresses while another writer works: 200 rows, no error, no duplicate', async () => {
    const cookies = await stamps(200);
    await waitPastMinimumFill();
    // The operator's shell writes meanwhile, a transaction at a time.
    const shell = sqliteShell(database);
    await shell.run('.timeout 10000');
    const writer = (async () => {
      for (let index = 0; index < 40; index += 1) {
        await shell.run(
          `BEGIN IMMEDIATE; INSERT INTO contact_submissions (id, received_at, form, locale, name, email, company, topic, message, address_key, delivery_state) VALUES ('shell-${index}', '2026-01-01T00:00:00Z', 'general', 'en', 'Shell ${index}', 'op@example.org', '', 'press', 'x', 'k', 'none'); COMMIT;`,
        );
      }
    })();
    const answers = await Promise.all(
      cookies.map((cookie, index) => postJson({ name: `Visitor ${index}`, message: `Message ${index}` }, cookie, addressOf(index))),
    );
    await writer;
    await shell.end();
    const errors = answers.filter((answer) => answer.status !== 201);
    console.log(
      `site serve: 200 concurrent submissions beside a second writer → ${answers.length - errors.length} stored, ${errors.length} errors`,
    );
    expect(errors.map((answer) => `${answer.status} ${answer.body}`)).toEqual([]);
    const rows = rowsInFile(database, "name LIKE 'Visitor %'");
    expect(rows).toHaveLength(200);
    expect(new Set(rows.map((row) => row.id)).size).toBe(200);
    expect(new Set(rows.map((row) => row.name)).size).toBe(200);
    expect(rowsInFile(database, "name LIKE 'Shell %'")).toHaveLength(40);
    expect(execFileSync('sqlite3', [database, 'PRAGMA integrity_check']).toString().trim()).toBe('ok');
  });

  it('answers pages while the database is locked: the posts wait for the lock, the pages do not', async () => {
    const cookies = await stamps(5);
    await waitPastMinimumFill();
    const shell = sqliteShell(database);
    await shell.run(
      "BEGIN IMMEDIATE; INSERT INTO contact_submissions (id, received_at, form, locale, name, email, company, topic, message, address_key, delivery_state) VALUES ('held', '2026-01-01T00:00:00Z', 'general', 'en', 'Held', 'op@example.org', '', 'press', 'x', 'k', 'none');",
    );
    let answered = 0;
    const posts = cookies.map((cookie, index) =>
      postJson({ name: `Locked ${index}` }, cookie, addressOf(220 + index)).finally(() => (answered += 1)),
    );
    const started = performance.now();
    const page = await send('/en/services/data-analytics/');
    const pageMs = performance.now() - started;
    // The page came while every post was still waiting for the lock.
    expect(page.status).toBe(200);
    expect(answered).toBe(0);
    console.log(`site serve: a page while the database is locked → ${Math.round(pageMs)} ms`);
    await shell.run('COMMIT;');
    await shell.end();
    expect((await Promise.all(posts)).map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(rowsInFile(database, "name LIKE 'Locked %' OR name = 'Held'")).toHaveLength(6);
  });

  it('lists the submissions, oldest first, with their delivery state, and never runs what a visitor typed', async () => {
    const [cookie] = await stamps(1);
    await waitPastMinimumFill();
    const hostile = 'Eve\u001b[31m red \u001b]0;pwned\u0007\u202Egnp.exe';
    expect((await postJson({ name: hostile, company: 'Jo;=1+1;' }, cookie!, '127.0.9.1')).status).toBe(201);
    const result = await runCli(['--root', projectRoot, 'submissions', 'list', '--file', database]);
    expect(result.code, result.stderr).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines[0]).toMatch(/^received \(UTC\)\s+form\s+locale\s+name\s+email\s+company\s+delivery$/);
    // The rows the shell wrote first: received earliest.
    expect(lines[1]).toMatch(/^2026-01-01 00:00:00\s+general\s+en\s+(Held|Shell \d+)\s+op@example\.org\s+none$/);
    // Escape sequences and bidirectional overrides are shown, never run; the NUL, BEL and ESC were never stored.
    expect(result.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/);
    expect(lines.find((line) => line.includes('Eve'))).toContain('Eve[31m red ]0;pwned\\u{202e}gnp.exe');
    expect(lines.at(-1)).toBe(`${rowsInFile(database).length} submissions.`);
  });

  it('exports them as CSV that a spreadsheet opens safely with a comma or a semicolon as its delimiter', async () => {
    const out = join(dir, 'export.csv');
    const result = await runCli(['--root', projectRoot, 'submissions', 'export', '--format', 'csv', '--file', database, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    const count = rowsInFile(database).length;
    expect(result.stderr).toContain(`${count} submissions → ${out}`);
    const csv = await readFile(out, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '"id","receivedAt","form","locale","name","email","company","topic","message","deliveryState","deliveryAttempts","deliveredAt","deliveryError"',
    );
    expect(spreadsheetRows(csv, ',').map((row) => row.length)).toEqual(Array(count + 1).fill(13));
    for (const delimiter of [',', ';']) {
      const cells = spreadsheetCells(csv, delimiter);
      expect(
        cells.filter((cell) => /^\s*[=+\-@\t]/.test(cell)),
        `opened with "${delimiter}"`,
      ).toEqual([]);
    }
    // Opened as the file says (commas), every value is there as typed, an apostrophe before each formula start.
    const rows = spreadsheetRows(csv, ',');
    const company = (name: string) => rows.find((row) => row[4]!.startsWith(name))?.[6];
    expect(company('Léa Martin')).toBe('\'=HYPERLINK("https://evil.example")');
    expect(company('Eve')).toBe("Jo;'=1+1;");
    expect(rows.find((row) => row[4] === 'Léa Martin')?.[8]).toBe('Le serveur ne répond plus, ligne 2 ; "urgent"\nMerci');
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

describe('site serve killed in the middle of a burst', () => {
  it('keeps every submission it acknowledged, exactly once, when started again at once', async () => {
    const file = join(dir, 'killed', 'submissions.sqlite');
    const first = await startServe(['--submissions', file, '--trust-proxy']);
    const previous = origin;
    origin = first.url;
    try {
      const cookies = await stamps(100);
      await waitPastMinimumFill();
      const acknowledged: string[] = [];
      let killed = false;
      const posts = cookies.map((cookie, index) =>
        postJson({ name: `Burst ${String(index).padStart(3, '0')}` }, cookie, addressOf(index)).then(
          (answer) => {
            if (answer.status === 201) acknowledged.push(`Burst ${String(index).padStart(3, '0')}`);
            // Killed outright once a third of the burst has been acknowledged, with the rest still arriving.
            if (acknowledged.length === 30 && !killed) {
              killed = true;
              first.child.kill('SIGKILL');
            }
          },
          () => undefined,
        ),
      );
      await Promise.all(posts);
      expect(killed).toBe(true);
      await new Promise((resolve) =>
        first.child.exitCode === null && first.child.signalCode === null ? first.child.once('exit', resolve) : resolve(null),
      );
      const again = await startServe(['--submissions', file]);
      try {
        const stored = rowsInFile(file);
        const names = stored.map((row) => row.name);
        console.log(`site serve killed mid-burst: ${acknowledged.length} acknowledged, ${stored.length} stored after the restart`);
        for (const name of acknowledged)
          expect(
            names.filter((stored) => stored === name),
            name,
          ).toHaveLength(1);
        expect(new Set(names).size).toBe(names.length);
        expect(execFileSync('sqlite3', [file, 'PRAGMA integrity_check']).toString().trim()).toBe('ok');
      } finally {
        again.child.kill();
      }
    } finally {
      origin = previous;
    }
  });
});

/**
 * The cells of a CSV file as a spreadsheet splits it with `delimiter`: a field that starts with a quote runs to the
 * quote that ends it (doubled quotes are one), and what follows that quote before the next delimiter is kept with
 * it, as spreadsheets do when a file uses another delimiter than theirs.
 */
function spreadsheetRows(csv: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  let quoted = false;
  let atStart = true;
  while (index < csv.length) {
    const character = csv[index]!;
    if (quoted) {
      if (character === '"' && csv[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (character === '"') quoted = false;
      else cell += character;
      index += 1;
      continue;
    }
    if (atStart && character === '"') {
      quoted = true;
      atStart = false;
    } else if (character === delimiter) {
      row.push(cell);
      cell = '';
      atStart = true;
    } else if (character === '\r' && csv[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      atStart = true;
      index += 1;
    } else {
      cell += character;
      atStart = false;
    }
    index += 1;
  }
  return rows;
}

function spreadsheetCells(csv: string, delimiter: string): string[] {
  return spreadsheetRows(csv, delimiter).flat();
}

describe('a submissions database that cannot be used', () => {
  it('stops `site serve` when its folder cannot be made, naming the file', async () => {
    writeFileSync(join(dir, 'a-file'), '');
    const file = join(dir, 'a-file', 'submissions.sqlite');
    const result = await runCli(['--root', projectRoot, 'serve', '--dir', inject('builtFixture'), '--port', '0', '--submissions', file]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`The submissions database ${file} could not be created or written:`);
    expect(result.stderr).toMatch(/hint: Pass a file in a writable folder with --submissions.*\[SubmissionsUnwritable\]/);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('stops `site serve` and `site submissions` on a file that is not a database, naming it and leaving it as it was', async () => {
    const file = join(dir, 'notes.txt');
    const notes = 'Call Ana back on Monday.\n'.repeat(100);
    writeFileSync(file, notes);
    const served = await runCli(['--root', projectRoot, 'serve', '--dir', inject('builtFixture'), '--port', '0', '--submissions', file]);
    expect(served.code).toBe(1);
    expect(served.stderr).toContain(`${file} is not a readable submissions database: file is not a database.`);
    expect(served.stderr).toContain('[SubmissionsCorrupt]');
    const listed = await runCli(['--root', projectRoot, 'submissions', 'list', '--file', file]);
    expect(listed.code).toBe(1);
    expect(listed.stderr).toContain(`${file} is not a readable submissions database`);
    expect(await readFile(file, 'utf8')).toBe(notes);
  });
});
