import { readFile } from 'node:fs/promises';
import { siteError } from '../errors/site-error.ts';
import { checkConfig, configSchema, type SiteConfig } from './config-schema.ts';

export interface ConfigOverrides {
  siteUrl?: string;
  /** Where analytics loads from and sends to: tests and `dev` point it at the local stand-in. */
  analytics?: { cdnUrl: string; apiHost: string };
}

/** Reads and validates the site config: the one boundary where config is checked. */
export async function loadConfig(file: string, overrides: ConfigOverrides = {}): Promise<SiteConfig> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw siteError('ConfigUnreadable', { reason: (error as Error).message }, { file }, error);
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw siteError('ConfigUnreadable', { reason: (error as Error).message }, { file }, error);
  }
  return parseConfig(raw, overrides, file);
}

/** Validates a config object (pure). `file` is only used in error messages. */
export function parseConfig(raw: unknown, overrides: ConfigOverrides = {}, file = 'site.config.json'): SiteConfig {
  let merged = raw;
  if (raw && typeof raw === 'object') {
    const object = raw as Record<string, unknown>;
    merged = {
      ...object,
      ...(overrides.siteUrl ? { siteUrl: overrides.siteUrl } : {}),
      ...(overrides.analytics ? { analytics: { ...(object.analytics as object), ...overrides.analytics } } : {}),
    };
  }
  const parsed = configSchema.safeParse(merged);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = formatPath(issue.path);
    throw siteError('ConfigInvalid', { problem: `${field || 'the file'} ${issue.message}` }, { file, field });
  }
  const problem = checkConfig(parsed.data)[0];
  if (problem) {
    throw siteError('ConfigInvalid', { problem: `${problem.field} ${problem.problem}` }, { file, field: problem.field });
  }
  return parsed.data;
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index ? '.' : ''}${String(part)}`)).join('');
}
