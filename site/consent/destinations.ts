import type { Destination } from './consent-record.ts';

interface IntegrationItem {
  creationName?: string;
  name?: string;
  description?: string;
}

const LIST_TIMEOUT_MS = 5000;

/** GET the integrations list of the write key (SPEC §7); failures throw SPEC §8's message with status and text. */
export async function fetchDestinations(cdnUrl: string, writeKey: string): Promise<Destination[]> {
  // A host that never answers (a black-holed request) must not keep a choice waiting: give up after a few seconds.
  const response = await fetch(`${cdnUrl}/v1/projects/${writeKey}/integrations`, { signal: AbortSignal.timeout(LIST_TIMEOUT_MS) });
  if (!response.ok) {
    throw new Error(`Failed to fetch integrations for the write key ${writeKey}: HTTP ${response.status} ${response.statusText}`);
  }
  const items = (await response.json()) as IntegrationItem[];
  return items
    .filter((item) => item.creationName)
    .map((item) => ({ id: item.creationName!, name: item.name ?? item.creationName!, description: item.description ?? '' }));
}
