// The command-line interface: parses flags, calls generator/, prints progress and errors. Nothing else.
import { Command, InvalidArgumentError } from 'commander';
import { resolve } from 'node:path';
import { createConsoleLogger, printError } from './print.ts';

const program = new Command()
  .name('site')
  .description('Builds, serves and develops the Factor website: content/ + locales/ + site/ → dist/.')
  .option('--root <dir>', 'the project folder (holds site.config.json, content/, locales/, site/)', process.cwd())
  .option('--verbose', 'print stack traces with errors')
  .showHelpAfterError();

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
  .action(async (options: { out: string; siteUrl?: string }) => {
    const { buildSite, formatBytes } = await import('../generator/build.ts');
    const root = resolve(program.opts().root);
    const summary = await buildSite({ root, outDir: resolve(root, options.out), siteUrl: options.siteUrl, logger: createConsoleLogger() });
    console.log(
      `\nBuilt ${summary.pages} pages, ${summary.files} files, ${formatBytes(summary.bytes)} in ${(summary.milliseconds / 1000).toFixed(2)} s → ${summary.outDir}`,
    );
  });

program
  .command('serve')
  .description('Serve a built site with the caching, compression and 404 handling of production.')
  .option('--dir <dir>', 'the built site', 'dist')
  .option('--port <n>', 'the port to listen on (0 picks a free one)', port, 8080)
  .option('--host <host>', 'the address to listen on', '127.0.0.1')
  .action(async (options: { dir: string; port: number; host: string }) => {
    const { serveSite } = await import('../generator/serve/serve-site.ts');
    const root = resolve(program.opts().root);
    const url = await serveSite({ root, dir: resolve(root, options.dir), port: options.port, host: options.host });
    console.log(`Serving ${resolve(root, options.dir)} at ${url}  (Ctrl+C to stop)`);
  });

program
  .command('dev')
  .description('Build, serve and rebuild on every change to content/, locales/ or site/, reloading the browser.')
  .option('--port <n>', 'the port to listen on (0 picks a free one)', port, 8000)
  .option('--host <host>', 'the address to listen on', '127.0.0.1')
  .option('--out <dir>', 'where to write the development build', '.cache/dev-dist')
  .action(async (options: { port: number; host: string; out: string }) => {
    const { startDevServer } = await import('../generator/dev/dev-server.ts');
    const root = resolve(program.opts().root);
    const server = await startDevServer({ root, outDir: resolve(root, options.out), port: options.port, host: options.host, logger: createConsoleLogger() });
    console.log(`\nDeveloping at ${server.url}  (Ctrl+C to stop)`);
  });

try {
  await program.parseAsync();
} catch (error) {
  printError(error, Boolean(program.opts().verbose));
  process.exitCode = 1;
}
