import type { AnalyticsBrowser } from '@segment/analytics-next';
import { apiProtocol } from '../shared/analytics-origins.ts';
import type { Choices } from './consent-record.ts';

export interface AnalyticsConfig {
  writeKey: string;
  cdnUrl: string;
  /** Host and path of the event intake, without scheme: `api.segment.io/v1`. */
  apiHost: string;
}

/**
 * Loads @segment/analytics-next after consent, with only the consented destinations. The library is a
 * separate chunk: nothing of it is fetched before consent. Its own defaults give SPEC §7 and §9 (retries with
 * backoff, offline holding, validation messages); batching is configured here: 10 events or 5 s, and on
 * page unload it sends in ~64 KB keepalive chunks.
 */
export async function loadAnalytics(config: AnalyticsConfig, choices: Choices): Promise<{ analytics: AnalyticsBrowser }> {
  const { AnalyticsBrowser } = await import('@segment/analytics-next');
  const protocol = apiProtocol(config.apiHost);
  const integrations: Record<string, unknown> = { All: false };
  for (const [id, allowed] of Object.entries(choices)) integrations[id] = allowed;
  integrations['Segment.io'] =
    choices['Segment.io'] === false
      ? false
      : { apiHost: config.apiHost, protocol, deliveryStrategy: { strategy: 'batching', config: { size: 10, timeout: 5000 } } };
  // Wrapped: an AnalyticsBrowser is itself a promise-like, and awaiting it would unwrap it.
  return {
    analytics: AnalyticsBrowser.load(
      { writeKey: config.writeKey, cdnURL: config.cdnUrl },
      { integrations: integrations as never, retryQueue: true },
    ),
  };
}
