/** The registry of components (the server render's) and the registry of definitions (the generator's). */
export const REGISTRY_FILES: { site: string; generator: string };

/** The files a template named `name` consists of, relative to the project. */
export function templateFiles(name: string): { component: string; content: string; definition: string };

/** A template folder that is not one yet: its message names the folder and what it lacks. */
export class TemplateFolderError extends Error {}

/** The templates' names: the folders of site/templates/, sorted; throws a TemplateFolderError for an incomplete one. */
export function templateNames(root: string): string[];

/** The source of each registry for these template names, by file. */
export function registrySources(names: string[]): Record<string, string>;

/** Writes the registries for the template folders under `root`, each only when its text changes; returns those written. */
export function writeTemplateRegistries(root: string): string[];
