import { join } from 'node:path';
import type { LocaleInfo } from '../../site/shared/locales.ts';
import type { AppData } from '../../site/shared/page-data.ts';
import { APP_DATA_PATH, manifestPath } from '../../site/shared/paths.ts';
import type { BundleResult } from '../bundle/bundle-site.ts';
import type { SiteConfig } from '../config/config-schema.ts';
import type { Translations } from '../load/translations.ts';
import type { RenderResult } from '../render/render-pages.ts';
import { createTranslator } from '../render/translator.ts';
import type { GeneratedFile } from '../documents/create-brochures.ts';
import type { IconFile } from './icons.ts';
import { createManifest } from './manifest.ts';
import { createRootPage } from './root-pages.ts';
import { createSitemap } from './sitemap.ts';
import type { OutputFile } from './write-output.ts';

export interface SiteFilesInput {
  config: SiteConfig;
  rendered: RenderResult;
  bundle: BundleResult;
  translations: Translations;
  icons: IconFile[];
  /** Files made by the build (brochure PDFs). */
  generated: GeneratedFile[];
}

/** Every file of the output folder, in a stable order (pure: the writer does the I/O). */
export function createSiteFiles(input: SiteFilesInput): OutputFile[] {
  const { config, rendered, bundle, translations } = input;
  const files: OutputFile[] = [];
  for (const page of rendered.pages) {
    files.push({ path: page.planned.htmlFile, contents: page.html });
    files.push({ path: page.planned.pageDataFile, contents: JSON.stringify(page.pageData) });
  }
  for (const query of rendered.staticQueries) files.push({ path: query.file.slice(1), contents: JSON.stringify(query.result) });
  const appData: AppData = { webpackCompilationHash: bundle.hash };
  files.push({ path: APP_DATA_PATH.slice(1), contents: JSON.stringify(appData) });

  for (const [code, namespaces] of Object.entries(translations).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [namespace, catalogue] of Object.entries(namespaces)) {
      files.push({ path: `locales/${code}/${namespace}.json`, contents: JSON.stringify(catalogue) });
    }
  }
  for (const locale of config.locales as LocaleInfo[]) {
    files.push({ path: manifestPath(locale.code).slice(1), contents: createManifest(config, locale, createTranslator(locale, translations)) });
  }

  const defaultLocale = (config.locales as LocaleInfo[]).find((locale) => locale.code === config.defaultLocale)!;
  const t = createTranslator(defaultLocale, translations);
  files.push({ path: 'index.html', contents: createRootPage(config, bundle.rootScript, t('root.chooseLanguage')) });
  const defaultNotFound = rendered.pages.find((page) => page.planned.route === null && page.planned.locale.code === config.defaultLocale);
  if (defaultNotFound) files.push({ path: '404.html', contents: defaultNotFound.html });
  files.push({ path: 'sitemap.xml', contents: createSitemap(rendered.pages) });

  for (const icon of input.icons) files.push(icon);
  for (const file of bundle.clientFiles) files.push({ path: file, copyFrom: join(bundle.clientDir, file) });
  for (const file of input.generated) files.push(file);
  return files;
}
