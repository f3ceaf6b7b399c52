// `site translations`: the status of every translation, and `mark`, which records a reviewed one. Parses flags and
// prints; the work is generator/translations/'s.
import type { Command } from 'commander';

export function addTranslationCommands(program: Command, rootOf: () => string): void {
  const translations = program
    .command('translations')
    .description('Which page each locale shows, and which translations are stale (their source changed) or missing.');

  translations
    .command('status', { isDefault: true })
    .description('Print, per locale × route, the page shown and its state, the totals per locale, and what to translate.')
    .option('--json', 'print the status as JSON, for tools')
    .action(async (options: { json?: boolean }) => {
      const { translationStatus } = await import('../generator/translations/translation-command.ts');
      const { formatStatusReport, statusToJson } = await import('../generator/translations/status-report.ts');
      const status = await translationStatus(rootOf());
      process.stdout.write(options.json ? statusToJson(status) : formatStatusReport(status));
    });

  translations
    .command('mark')
    .argument('[targets...]', 'locales (fr-ca), translated content files (content/fr/audit.md) or catalogues (locales/fr/translation.json)')
    .option('--all', 'every locale (after a review of everything)')
    .description("Record that translations were reviewed against their sources as they are now (each one's `translatedFrom`).")
    .action(async (targets: string[], options: { all?: boolean }) => {
      const { markTranslationTargets } = await import('../generator/translations/translation-command.ts');
      const result = await markTranslationTargets(rootOf(), targets, Boolean(options.all));
      const what = `${result.pages} page${result.pages === 1 ? '' : 's'} and ${result.strings} string${result.strings === 1 ? '' : 's'}`;
      console.log(`Marked ${what} as translated from their sources as they are now.`);
      for (const file of result.written) console.log(`  wrote ${file}`);
      if (!result.written.length) console.log('  (every record was already up to date: nothing written)');
    });

  translations
    .command('export')
    .requiredOption('--locale <code>', 'the locale to export (fr, fr-ca …)')
    .option('--out <file>', 'where to write the XLIFF file (default: translations-<locale>.xlf in the current folder)')
    .description('Write an XLIFF 1.2 file of every stale or missing page and string of a locale, for a translation agency.')
    .action(async (options: { locale: string; out?: string }) => {
      const { exportTranslationsFile } = await import('../generator/translations/translation-command.ts');
      const result = await exportTranslationsFile(rootOf(), options.locale, options.out ?? `translations-${options.locale}.xlf`);
      const what = `${result.pages} page${result.pages === 1 ? '' : 's'} and ${result.strings} string${result.strings === 1 ? '' : 's'}`;
      console.log(`Wrote ${result.file}: ${what} of ${options.locale} to translate, ${result.units} units.`);
    });

  translations
    .command('import')
    .argument('<file>', 'the XLIFF file an export wrote, translated')
    .description('Check a translated XLIFF file, then write its translations and their records (nothing if any unit is refused).')
    .action(async (file: string) => {
      const { importTranslationsFile } = await import('../generator/translations/translation-command.ts');
      const result = await importTranslationsFile(rootOf(), file);
      const what = `${result.pages} page${result.pages === 1 ? '' : 's'} and ${result.strings} string${result.strings === 1 ? '' : 's'}`;
      console.log(`Imported ${what} of ${result.locale}, each marked as translated from its source as it is now.`);
      for (const written of result.written) console.log(`  wrote ${written}`);
    });
}
