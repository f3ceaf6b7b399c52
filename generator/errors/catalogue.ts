// The error catalogue: every error an author can meet, with a permanent code, a message and a hint.
// Rules (from Astro's errors/README): say what happened and what to do; no "Error:" prefix; no cute wording.

export const ERRORS = {
  ConfigUnreadable: {
    message: (v: { reason: string }) => `The site config could not be read: ${v.reason}.`,
    hint: 'Check that site.config.json exists and is valid JSON.',
  },
  ConfigInvalid: {
    message: (v: { problem: string }) => `The site config is invalid: ${v.problem}.`,
    hint: 'Fix the field named above in site.config.json; each field is documented in generator/config/config-schema.ts.',
  },
  FrontMatterSyntax: {
    message: (v: { reason: string }) => `The front matter is not valid YAML: ${v.reason}.`,
    hint: 'Front matter is YAML between two lines of three dashes. Quote values that contain a colon followed by a space.',
  },
  FrontMatterInvalid: {
    message: (v: { problem: string }) => `The front matter is invalid: ${v.problem}.`,
    hint: 'See content/README.md for the fields each template takes.',
  },
  UnknownTemplate: {
    message: (v: { template: string; known: string }) => `"${v.template}" is not a template. Known templates: ${v.known}.`,
    hint: 'Use one of the listed template names, or add the template: site/templates/README.md says how.',
  },
  MissingPage: {
    message: (v: { route: string; language: string; expected: string }) =>
      `The page ${v.route} has no ${v.language} version: ${v.expected} is missing.`,
    hint: 'Every page must exist in every base language. Add the file, or remove the page from the other languages.',
  },
  OrphanOverride: {
    message: (v: { route: string; locale: string; language: string }) =>
      `The ${v.locale} override of ${v.route} has no ${v.language} page to override.`,
    hint: 'Regional folders only override pages of their base language. Add the base page or move this file.',
  },
  OverrideUnknownBlock: {
    message: (v: { id: string; base: string }) => `This partial override changes a block "${v.id}" that ${v.base} does not have.`,
    hint:
      'Name a block by the id its base page gives it (content/README.md, "Partial overrides"): add the id there, correct ' +
      'this one, or make the file a whole page (with its template).',
  },
  OverrideBlockWithoutId: {
    message: (v: { position: number }) =>
      `Block ${v.position} of this partial override has no id, so it does not say which block of its base page it changes.`,
    hint: "Give the block the id of the base page's block it changes (`id: faq`), or make the file a whole page (with its template).",
  },
  MissingOutcome: {
    message: (v: { id: string; language: string }) => `The client outcome "${v.id}" has no ${v.language} version.`,
    hint: 'Every outcome must exist in every base language: add the named file, or remove the outcome from the other languages.',
  },
  OrphanOutcome: {
    message: (v: { id: string; locale: string; language: string }) =>
      `The ${v.locale} outcome "${v.id}" has no ${v.language} outcome to override.`,
    hint: 'Regional folders only override outcomes of their base language. Check the file name or add the base outcome.',
  },
  UnknownOutcome: {
    message: (v: { id: string; known: string }) => `"${v.id}" is not a client outcome. Outcomes: ${v.known}.`,
    hint: 'Outcomes are named by their file under content/{language}/outcomes/, without .md.',
  },
  RepeatedProof: {
    message: (v: { what: string; count: number; locales: string; places: string }) =>
      `${v.what} is shown on ${v.count} pages of ${v.locales} (two at most): ${v.places}.`,
    hint:
      "A client outcome, figure or quote appears on at most two pages, its service's and its industry's; the home page may " +
      'feature one outcome besides (the first of its first outcomes section). Give the other pages proof of their own ' +
      '(content/README.md, "Client outcomes"). A figure counts wherever it is shown, in a figures section or in an outcome, ' +
      'and two figures are one when their values match and their labels start with the same three words.',
  },
  UnknownContentFolder: {
    message: (v: { folder: string; known: string }) => `content/${v.folder}/ is not a locale of the site. Locales: ${v.known}.`,
    hint: 'Content lives in a folder named after a locale in site.config.json (e.g. content/en-gb/).',
  },
  DuplicateRoute: {
    message: (v: { route: string; other: string }) => `Two files make the same route ${v.route} (the other is ${v.other}).`,
    hint: 'Keep one of them: `name.md` and `name/index.md` are the same page.',
  },
  ReservedRoute: {
    message: (v: { route: string; notFound: string }) =>
      `The route ${v.route} is reserved for the not-found page (${v.notFound}): its page data would take the same file.`,
    hint: 'Rename the folder or file of this page; the not-found page is 404.md.',
  },
  OutputCollision: {
    message: (v: { path: string; first: string; second: string }) => `Two outputs claim ${v.path}: ${v.first} and ${v.second}.`,
    hint: 'Rename one of the two sources so that each output file has one source.',
  },
  MissingTranslation: {
    message: (v: { key: string; language: string; reference: string }) =>
      `The translation key "${v.key}" is missing in ${v.language} (it exists in ${v.reference}).`,
    hint: 'Add the key to the named file. Every base language must have every key.',
  },
  TranslationUnreadable: {
    message: (v: { reason: string }) => `The translation file is not valid JSON: ${v.reason}.`,
    hint: 'Translation files are JSON objects of strings, nested by key.',
  },
  UnknownTranslationKey: {
    message: (v: { key: string; locale: string }) => `The ${v.locale} translations override "${v.key}", which no base language defines.`,
    hint: 'Regional files may only override existing keys. Check the spelling of the key.',
  },
  TranslationRecordInvalid: {
    message: (v: { value: string }) => `"${v.value}" is not a translation record: records are 12 hexadecimal digits.`,
    hint:
      'Records are written by `site translations mark <file|locale>` once a translation has been reviewed: run it instead ' +
      'of editing them, or delete the line (the translation then counts as stale until it is marked).',
  },
  TranslationRecordsUnreadable: {
    message: (v: { reason: string }) => `The translation records are not valid JSON: ${v.reason}.`,
    hint: 'Delete the file and run `site translations mark <locale>` once its strings have been reviewed: it writes the file again.',
  },
  StaleTranslation: {
    message: (v: { locale: string; what: string; source: string }) =>
      `The ${v.locale} translation of ${v.what} is stale: its source ${v.source} changed since it was marked.`,
    hint:
      'Bring the translation in line with its source, then record it with `site translations mark <file|locale>`; ' +
      '`site translations` lists what is stale. site.config.json translations.failOnStale names the locales this fails.',
  },
  UntranslatedText: {
    message: (v: { locale: string; what: string; source: string }) => `${v.what} has no ${v.locale} translation (its source: ${v.source}).`,
    hint:
      'Translate it, then record it with `site translations mark <file|locale>`. ' +
      'site.config.json translations.failOnMissing names the locales this fails.',
  },
  NothingToMark: {
    message: (v: { target: string; reason: string }) => `There is nothing to mark in ${v.target}: ${v.reason}.`,
    hint: 'Name a translated content file (content/fr/audit.md), a catalogue (locales/fr/translation.json) or a locale (fr-ca).',
  },
  NothingToExport: {
    message: (v: { locale: string; reason: string }) => `There is nothing to export for ${v.locale}: ${v.reason}.`,
    hint: 'Name a locale of site.config.json other than the default one; `site translations` lists what is stale or missing.',
  },
  XliffUnreadable: {
    message: (v: { reason: string }) => `The XLIFF file is not well-formed XML: ${v.reason}.`,
    hint: 'Ask for the file again as the tool exported it, or fix the XML at the line named. Nothing was imported.',
  },
  XliffInvalid: {
    message: (v: { problem: string }) => `The XLIFF file is not one \`site translations export\` wrote: ${v.problem}.`,
    hint: 'Import the XLIFF 1.2 file an export wrote, translated: its groups and units keep their ids. Nothing was imported.',
  },
  XliffUnknownUnit: {
    message: (v: { unit: string; locale: string }) => `The unit ${v.unit} is not a translation ${v.locale} has to make.`,
    hint: 'Its page or string no longer exists, or the file was made for another locale or site. Nothing was imported.',
  },
  XliffSourceChanged: {
    message: (v: { unit: string }) => `The source of ${v.unit} changed since the export: its translation is of a text that is gone.`,
    hint:
      'Export the locale again and have the changed units translated; `git diff` of the source shows what changed. ' +
      'Nothing was imported.',
  },
  XliffCodesChanged: {
    message: (v: { unit: string; problems: string }) => `The translation of ${v.unit} does not keep its source's codes: ${v.problems}.`,
    hint:
      'Each inline code (a {{placeholder}}, a link, emphasis, a list mark) must appear once in the target, as in the source; ' +
      'fix the target in the translation tool. Nothing was imported.',
  },
  XliffUntranslated: {
    message: (v: { unit: string }) => `The unit ${v.unit} has no translation (no <target>, or an empty one).`,
    hint: 'A page is written whole: every unit of the file needs its target. Nothing was imported.',
  },
  XliffTooLong: {
    message: (v: { unit: string; length: number; max: number }) =>
      `The translation of ${v.unit} is ${v.length} characters long, more than the ${v.max} its field takes.`,
    hint: "Shorten the target (the unit's maxwidth says how far). Nothing was imported.",
  },
  BrokenLink: {
    message: (v: { href: string }) => `The link ${v.href} points to no page of the site.`,
    hint: 'Local links are routes without the locale and with a trailing slash, e.g. /contact/business/.',
  },
  MissingImage: {
    message: (v: { src: string }) => `The image ${v.src} does not exist.`,
    hint: 'Image paths are relative to content/, e.g. media/leads/harbour.jpg.',
  },
  MissingMedia: {
    message: (v: { src: string }) => `The file ${v.src} does not exist.`,
    hint: 'Media paths are relative to content/, e.g. media/leads/harbour.mp4.',
  },
  ImageUnreadable: {
    message: (v: { src: string; reason: string }) => `The image ${v.src} could not be processed: ${v.reason}.`,
    hint: 'Use a JPEG, PNG, WebP, AVIF or SVG file.',
  },
  UnprintableCharacter: {
    message: (v: { character: string; codePoint: string }) =>
      `"${v.character}" (${v.codePoint}) cannot be printed in the brochure PDF: its typeface, Inter, has no glyph for it.`,
    hint: 'Write it in words or with a character Inter has (Latin, Greek, Cyrillic, arrows, common symbols); emoji cannot be printed.',
  },
  BundleFailed: {
    message: (v: { reason: string }) => `The browser bundle could not be built: ${v.reason}.`,
    hint: 'Fix the code under site/ named above.',
  },
  RenderFailed: {
    message: (v: { route: string; reason: string }) => `The page ${v.route} could not be rendered: ${v.reason}.`,
    hint: 'The template threw while rendering; run with --verbose for the stack.',
  },
  NothingToServe: {
    message: (v: { dir: string }) => `${v.dir} holds no built site.`,
    hint: 'Run `npm run build` first, or pass the built folder with --dir.',
  },
  NotUtf8: {
    message: (v: { byte: string }) =>
      `This file is not UTF-8 text: byte ${v.byte} here cannot be read (it was probably saved as Windows-1252 or Latin-1).`,
    hint: 'Save the file again as UTF-8 in your editor (in VS Code: "Save with Encoding", then "UTF-8"), and check its accents.',
  },
  SubmissionsUnwritable: {
    message: (v: { file: string; reason: string }) => `The submissions database ${v.file} could not be created or written: ${v.reason}.`,
    hint: 'Pass a file in a writable folder with --submissions (default: data/submissions.sqlite in the project).',
  },
  SubmissionsDriverMismatch: {
    message: (v: { file: string; node: string }) =>
      `The submissions database ${v.file} cannot be opened: SQLite's driver (better-sqlite3) was compiled for ` +
      `another version of Node than this one (${v.node}).`,
    hint:
      'Run `npm rebuild better-sqlite3` with the Node that runs the site, after switching Node versions (it compiles from ' +
      'source where no prebuilt binary can be downloaded: that needs python3, make and g++).',
  },
  SubmissionsCorrupt: {
    message: (v: { file: string; reason: string }) => `${v.file} is not a readable submissions database: ${v.reason}.`,
    hint:
      'Move the file aside (it may hold other data) and start again: a new database is created on first use. ' +
      'Or pass another file with --submissions.',
  },
  SubmissionsLocked: {
    message: (v: { file: string; seconds: number }) =>
      `The submissions database ${v.file} stayed locked by another connection for ${v.seconds} s, so nothing was stored.`,
    hint: 'Another program holds a write transaction open on it (a `sqlite3` shell, a backup): end it, then try again.',
  },
  ServiceWorkerInvalid: {
    message: (v: { placeholder: string }) => `The service worker has no ${v.placeholder} for the build to fill with its precache list.`,
    hint: 'Keep `precacheAndRoute(self.__WB_MANIFEST)` in site/service-worker.ts: the build writes the files to precache there.',
  },
  OutputUnwritable: {
    message: (v: { reason: string }) => `The output folder could not be written: ${v.reason}.`,
    hint: 'Check that the output folder is writable and not inside content/, locales/ or site/.',
  },
} as const satisfies Record<string, { message: (values: never) => string; hint: string }>;

export type ErrorCode = keyof typeof ERRORS;
