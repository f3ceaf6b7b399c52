import { siteError } from '../errors/site-error.ts';
import { checkConfig, configSchema, type SiteConfig } from './config-schema.ts';

export interface ConfigOverrides {
  siteUrl?: string;
  /** Where analytics loads from and sends to: tests and `dev` point it at the local stand-in. */
  analytics?: { cdnUrl: string; apiHost: string };
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
