import { blockSchemas, type Zod } from './block-schema.ts';
import { sharedFieldSchemas } from './shared-fields.ts';

/**
 * zod and the schemas templates make their front matter of: what checking a content file takes. A warm build takes
 * every content page from its cache (load/parsed-files-cache.ts) and checks none, so it never loads zod, whose modules and
 * schemas were a tenth of a warm build's start (loadSchemaKit).
 */
export type SchemaKit = { z: Zod } & ReturnType<typeof blockSchemas> & ReturnType<typeof sharedFieldSchemas>;

/** The kit made with `z` (pure). */
export function schemaKitOf(z: Zod): SchemaKit {
  const blocks = blockSchemas(z);
  return { z, ...blocks, ...sharedFieldSchemas(z, blocks) };
}

let loading: Promise<SchemaKit> | null = null;

/** Loads zod and makes the kit, once. */
export function loadSchemaKit(): Promise<SchemaKit> {
  loading ??= import('zod').then((module) => schemaKitOf(module.z));
  return loading;
}
