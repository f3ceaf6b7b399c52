// The two registries of templates, written from the folders of site/templates/: a template is a folder there, and
// adding one is adding its files (site/templates/README.md). JavaScript, since bin/compile-cli.js runs it before it
// compiles the CLI, whose registry it writes; template-registries.d.mts declares it.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The registry of components (the server render's) and the registry of definitions (the generator's). */
export const REGISTRY_FILES = { site: 'site/templates/registry.gen.ts', generator: 'generator/templates/registry.gen.ts' };

/** The files a template named `name` consists of, relative to the project. */
export function templateFiles(name) {
  return {
    component: `site/templates/${name}/${name}.tsx`,
    content: `site/templates/${name}/content.ts`,
    definition: `generator/templates/${name}.ts`,
  };
}

/** A template folder that is not one yet: its message names the folder and what it lacks. */
export class TemplateFolderError extends Error {
  name = 'TemplateFolderError';
}

/** The templates' names: the folders of site/templates/, sorted. Each must hold all of a template's files. */
export function templateNames(root) {
  const names = readdirSync(join(root, 'site/templates'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const problems = names.flatMap((name) => {
    if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name))
      return [`site/templates/${name}/: a template's name is lowercase words joined by hyphens`];
    const missing = Object.values(templateFiles(name)).filter((file) => !existsSync(join(root, file)));
    return missing.length > 0 ? [`site/templates/${name}/: the template "${name}" needs ${missing.join(' and ')}`] : [];
  });
  if (problems.length > 0) {
    throw new TemplateFolderError(
      `${problems.join('\n')}\nA template is its component, its page data and its definition: site/templates/README.md says what each holds.`,
    );
  }
  return names;
}

const camel = (name) => name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
const pascal = (name) => camel(name).replace(/^./, (letter) => letter.toUpperCase());
/** An object key as the formatter writes it: quoted only where a bare one would not parse. */
const key = (name) => (/^[a-z][a-z0-9]*$/.test(name) ? name : `'${name}'`);

const HEADER = [
  '// Written from the folders of site/templates/ by generator/templates/template-registries.mjs: do not edit. Every',
  '// `site` command writes it again when a template folder was added or removed.',
];

/** The source of each registry for these template names. */
export function registrySources(names) {
  const site = [
    ...HEADER,
    "import type { ComponentType } from 'react';",
    "import type { TemplateName, TemplateProps } from '../shared/page-data.ts';",
    ...names.map((name) => `import ${pascal(name)}Template from './${name}/${name}.tsx';`),
    '',
    "/** Every template's component, for the server render (the browser loads them one chunk at a time instead). */",
    'export const templates: { [Name in TemplateName]: ComponentType<TemplateProps<Name>> } = {',
    ...names.map((name) => `  ${key(name)}: ${pascal(name)}Template,`),
    '};',
    '',
    "/** The component of a page's template, as one that takes any page (it is only given its template's). */",
    'export function componentOf(template: TemplateName): ComponentType<TemplateProps> {',
    '  return templates[template] as ComponentType<TemplateProps>;',
    '}',
    '',
  ];
  const generator = [
    ...HEADER,
    "import type { TemplateName } from '../../site/shared/page-data.ts';",
    "import type { Template } from './define-template.ts';",
    ...names.map((name) => `import ${camel(name)}Template from './${name}.ts';`),
    '',
    "/** Every template's definition, by name. */",
    'export const siteTemplates = {',
    ...names.map((name) => `  ${key(name)}: ${camel(name)}Template,`),
    '} satisfies { [Name in TemplateName]: Template<Name> };',
    '',
  ];
  return { [REGISTRY_FILES.site]: site.join('\n'), [REGISTRY_FILES.generator]: generator.join('\n') };
}

/**
 * Writes the registries for the template folders under `root`, each only when its text changes (an unchanged file
 * keeps its times, so the compiled CLI's and the bundle's keys stay valid). Returns the files it wrote.
 */
export function writeTemplateRegistries(root) {
  const written = [];
  for (const [file, text] of Object.entries(registrySources(templateNames(root)))) {
    const path = join(root, file);
    if (existsSync(path) && readFileSync(path, 'utf8') === text) continue;
    writeFileSync(path, text);
    written.push(file);
  }
  return written;
}
