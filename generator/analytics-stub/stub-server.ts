import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** A destination as Segment's integrations list describes it (SPEC §3, §7). */
export interface StubDestination {
  creationName: string;
  name: string;
  description: string;
  category: string;
  website: string;
}

/** One request that reached the event intake: its path and parsed body. */
export interface ReceivedEvent {
  path: string;
  body: Record<string, unknown>;
}

/**
 * Cloud-mode destinations only: events reach them through Segment's API, so consent is passed per event and
 * no third-party script is ever loaded in the page.
 */
export const DEFAULT_DESTINATIONS: StubDestination[] = [
  {
    creationName: 'Segment.io',
    name: 'Segment',
    description: 'Collects anonymous page views and clicks so we can see which pages help visitors.',
    category: 'Analytics',
    website: 'https://segment.com/',
  },
  {
    creationName: 'Mixpanel',
    name: 'Mixpanel',
    description: 'Product analytics: how visitors move between our services and insights.',
    category: 'Analytics',
    website: 'https://mixpanel.com/',
  },
  {
    creationName: 'HubSpot',
    name: 'HubSpot',
    description: 'Links your visits to a contact request you send us, so we can answer with context.',
    category: 'Marketing',
    website: 'https://www.hubspot.com/',
  },
];

export interface StubOptions {
  /** The destinations the integrations list offers. */
  destinations?: StubDestination[];
  /** Make the integrations list fail with this status (to test SPEC §8's message). */
  integrationsStatus?: number;
}

/**
 * A local stand-in for Segment's CDN and API: settings, the integrations list of a write key, and event
 * intake (`/v1/{t,p,i,a,g,s}` one event each, `/v1/b` batches), recording what arrives. Its settings list no
 * remote plugins or device-mode scripts, and turn metrics off, so nothing ever leaves this machine.
 */
export function createAnalyticsStub(options: StubOptions = {}) {
  const received: ReceivedEvent[] = [];
  const requests: string[] = [];
  let destinations = options.destinations ?? DEFAULT_DESTINATIONS;
  let integrationsStatus = options.integrationsStatus ?? 200;
  let origin = '';

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    requests.push(`${request.method} ${url.pathname}`);
    response.setHeader('Access-Control-Allow-Origin', request.headers.origin ?? '*');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
    response.setHeader('Access-Control-Allow-Credentials', 'true');
    response.setHeader('Vary', 'Origin');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const settings = /^\/v1\/projects\/([^/]+)\/settings$/.exec(url.pathname);
    if (settings && request.method === 'GET') return json(response, 200, settingsFor(settings[1]!, origin));
    const list = /^\/v1\/projects\/([^/]+)\/integrations$/.exec(url.pathname);
    if (list && request.method === 'GET') {
      if (integrationsStatus !== 200) return json(response, integrationsStatus, { error: 'stub told to fail' });
      return json(response, 200, destinations);
    }
    if (/^\/v1\/(t|p|i|a|g|s|b)$/.test(url.pathname) && request.method === 'POST') {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        // Bodies come as text/plain JSON (to avoid preflights): parse them whatever the content type.
        try {
          received.push({ path: url.pathname, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
        } catch {
          received.push({ path: url.pathname, body: { unparsable: true } });
        }
        json(response, 200, { success: true });
      });
      return;
    }
    json(response, 404, { error: 'not a Segment endpoint' });
  };

  const server: Server = createServer(handle);
  return {
    server,
    received,
    requests,
    setDestinations(next: StubDestination[]) {
      destinations = next;
    },
    setIntegrationsStatus(status: number) {
      integrationsStatus = status;
    },
    /** Every event, batches unpacked, in arrival order. */
    events(): Record<string, unknown>[] {
      return received.flatMap((entry) => (entry.path === '/v1/b' ? ((entry.body.batch as Record<string, unknown>[]) ?? []) : [entry.body]));
    },
    async listen(port = 0, host = '127.0.0.1'): Promise<{ cdnUrl: string; apiHost: string }> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve());
      });
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      origin = `${host}:${actual}`;
      return { cdnUrl: `http://${origin}`, apiHost: `${origin}/v1` };
    },
    close(): Promise<void> {
      return new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

export type AnalyticsStub = ReturnType<typeof createAnalyticsStub>;

function settingsFor(writeKey: string, origin: string) {
  return {
    integrations: {
      'Segment.io': {
        apiKey: writeKey,
        apiHost: `${origin}/v1`,
        protocol: 'http',
        unbundledIntegrations: [],
        addBundledMetadata: true,
        maybeBundledConfigIds: {},
        versionSettings: { version: '4.4.7', componentTypes: ['browser'] },
      },
    },
    plan: {
      track: { __default: { enabled: true, integrations: {} } },
      identify: { __default: { enabled: true } },
      group: { __default: { enabled: true } },
    },
    edgeFunction: {},
    analyticsNextEnabled: true,
    middlewareSettings: {},
    enabledMiddleware: {},
    metrics: { sampleRate: 0 },
    legacyVideoPluginsEnabled: false,
    remotePlugins: [],
  };
}

function json(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(value));
}
