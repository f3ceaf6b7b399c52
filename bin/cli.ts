// The command-line interface: parses flags, calls generator/, prints progress and errors. Nothing else.
import { Command, InvalidArgumentError } from 'commander';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { EXECUTION_SETTINGS, type ExecutionSetting } from '../generator/execution/execution-settings.ts';
import { createConsoleLogger, printError } from './print.ts';
import { addTranslationCommands } from './translations-cli.ts';

// The version of the package the command comes with.
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

const program = new Command()
  .name('site')
  .description('Builds, serves and develops the Factor website: content/ + locales/ + site/ → dist/.')
  .version(version, '-V, --version', 'print the version of the site command')
  .option('--root <dir>', 'the project folder (holds site.config.json, content/, locales/, site/)', process.cwd())
  .option('--verbose', 'print stack traces with errors')
  .showHelpAfterError();

const exportFormat = (value: string) => {
  if (value !== 'csv' && value !== 'json') throw new InvalidArgumentError('must be csv or json.');
  return value;
};

const count = (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new InvalidArgumentError('must be a whole number, 1 or more.');
  return number;
};

const settingList = (value: string): ExecutionSetting[] => {
  const names = value.split(',').map((item) => item.trim());
  const known = Object.keys(EXECUTION_SETTINGS);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length) throw new InvalidArgumentError(`no setting named ${unknown.join(', ')} (settings: ${known.join(', ')}).`);
  return names as ExecutionSetting[];
};

const port = (value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new InvalidArgumentError('must be a port number (0–65535).');
  return number;
};

program
  .command('build')
  .description('Render every locale × route into a static folder that any file host can serve.')
  .option('--out <dir>', 'where to write the site', 'dist')
  .option('--site-url <url>', "the public origin, overriding site.config.json's siteUrl (canonical and alternate links)")
  .option('--cache <dir>', 'what later builds reuse (bundles, image renditions, PDFs, share images); keep it between CI runs', '.cache')
  .option('--threads <n>', 'threads that render pages (default: one per core from about 800 pages; 1: none apart from the build)', count)
  .option(
    '--without <settings>',
    'build without these execution settings, comma-separated (what `npm run bench -- --settings` compares)',
    settingList,
  )
  .action(async (options: { out: string; siteUrl?: string; cache: string; threads?: number; without?: ExecutionSetting[] }) => {
    // React reads NODE_ENV when the server bundle first loads it: unset, it picks its development build, whose
    // checks and warnings make every page render three times slower for the same markup (as `next build` does).
    process.env.NODE_ENV ??= 'production';
    const { buildSite, formatBytes } = await import('../generator/build.ts');
    const { threadedExecutor } = await import('../generator/execution/threaded-executor.ts');
    const root = resolve(program.opts().root);
    const summary = await buildSite({
      root,
      outDir: resolve(root, options.out),
      cacheDir: resolve(root, options.cache),
      siteUrl: options.siteUrl,
      executor: threadedExecutor({ renderThreads: options.threads, without: options.without }),
      logger: createConsoleLogger(),
    });
    console.log(
      `\nBuilt ${summary.pages} pages, ${summary.files} files, ${formatBytes(summary.bytes)} in ${(summary.milliseconds / 1000).toFixed(2)} s → ${summary.outDir}`,
    );
    exitOncePrinted();
  });

program
  .command('serve')
  .description('Serve a built site with the caching, compression and 404 handling of production, and receive its contact forms.')
  .option('--dir <dir>', 'the built site', 'dist')
  .option('--port <n>', 'the port to listen on (0 picks a free one)', port, 8080)
  .option('--host <host>', 'the address to listen on', '127.0.0.1')
  .option('--submissions <file>', 'the SQLite database contact submissions are stored in (created on first use)', 'data/submissions.sqlite')
  .option('--trust-proxy', "behind a reverse proxy: the visitor's address and scheme come from X-Forwarded-For and X-Forwarded-Proto")
  .addHelpText('after', '\nEnvironment: CONTACT_WEBHOOK_URL, where every stored submission is posted as JSON (retried until it takes it).')
  .action(async (options: { dir: string; port: number; host: string; submissions: string; trustProxy?: boolean }) => {
    const { serveSite } = await import('../generator/serve/serve-site.ts');
    const root = resolve(program.opts().root);
    const url = await serveSite({
      root,
      dir: resolve(root, options.dir),
      port: options.port,
      host: options.host,
      submissions: resolve(root, options.submissions),
      webhookUrl: process.env.CONTACT_WEBHOOK_URL || null,
      trustProxy: options.trustProxy ?? false,
      logger: createConsoleLogger(),
    });
    console.log(`Serving ${resolve(root, options.dir)} at ${url}  (Ctrl+C to stop)`);
    console.log(`Contact submissions go to ${resolve(root, options.submissions)}`);
  });

const submissions = program.command('submissions').description('Read the contact submissions `site serve` stored.');
const submissionsFile = (options: { file: string }) => resolve(resolve(program.opts().root), options.file);

submissions
  .command('list')
  .description('Print every submission, oldest first, with the state of its webhook delivery.')
  .option('--file <file>', 'the submissions database', 'data/submissions.sqlite')
  .action(async (options: { file: string }) => {
    const { readStoredSubmissions } = await import('../generator/serve/read-submissions.ts');
    const { submissionList } = await import('../generator/serve/export-submissions.ts');
    const rows = await readStoredSubmissions(submissionsFile(options));
    process.stdout.write(rows === null ? `No submissions yet: ${submissionsFile(options)} does not exist.\n` : submissionList(rows));
  });

submissions
  .command('export')
  .description('Write every submission as CSV (a header row, one row each) or JSON, to standard output or a file.')
  .option('--file <file>', 'the submissions database', 'data/submissions.sqlite')
  .option('--format <format>', 'csv or json', exportFormat, 'csv')
  .option('--out <file>', 'write to this file instead of standard output')
  .action(async (options: { file: string; format: 'csv' | 'json'; out?: string }) => {
    const { readStoredSubmissions } = await import('../generator/serve/read-submissions.ts');
    const { submissionsToCsv, submissionsToJson } = await import('../generator/serve/export-submissions.ts');
    const rows = (await readStoredSubmissions(submissionsFile(options))) ?? [];
    const text = options.format === 'csv' ? submissionsToCsv(rows) : submissionsToJson(rows);
    if (options.out) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(resolve(options.out), text);
      console.error(`${rows.length} submission${rows.length === 1 ? '' : 's'} → ${resolve(options.out)}`);
    } else {
      process.stdout.write(text);
    }
  });

addTranslationCommands(program, () => resolve(program.opts().root));

program
  .command('dev')
  .description('Build, serve and rebuild on every change to content/, locales/ or site/, reloading the browser.')
  .option('--port <n>', 'the port to listen on (0 picks a free one)', port, 8000)
  .option('--host <host>', 'the address to listen on', '127.0.0.1')
  .option('--out <dir>', 'where to write the development build', '.cache/dev-dist')
  .action(async (options: { port: number; host: string; out: string }) => {
    const { startDevServer } = await import('../generator/dev/dev-server.ts');
    const root = resolve(program.opts().root);
    const server = await startDevServer({
      root,
      outDir: resolve(root, options.out),
      port: options.port,
      host: options.host,
      logger: createConsoleLogger(),
    });
    console.log(`\nDeveloping at ${server.url}  (Ctrl+C to stop)`);
  });

/**
 * Ends the process as soon as what it printed is out: a build has nothing left to do, and a process left to end by
 * itself first tears down its heaps and threads one by one (15-25 ms after a warm build of 450 pages). Node still
 * writes the compiled code it keeps where a user asks it to (`NODE_COMPILE_CACHE`) on the way out.
 */
function exitOncePrinted(): void {
  process.stdout.write('', () => process.stderr.write('', () => process.exit()));
}

try {
  await program.parseAsync();
} catch (error) {
  printError(error, Boolean(program.opts().verbose), resolve(program.opts().root));
  process.exitCode = 1;
}
