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
}
