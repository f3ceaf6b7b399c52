// A render thread: loads the server bundle (site/server.tsx, built to plain JavaScript) and turns page results
// into body HTML for the main thread (body-renderer.ts). Written in JavaScript, like bin/site.js: a worker
// thread starts without the TypeScript loader its parent may run under (tsx, vitest).
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const server = await import(pathToFileURL(workerData.serverEntry).href);
/** The renderer of each locale this thread has been given, by its key. */
const locales = new Map();

parentPort.on('message', (message) => {
  if (message.type === 'locale') {
    locales.set(message.key, { input: message.input, renderBody: server.createLocaleRenderer(message.input) });
    return;
  }
  if (message.type === 'forget') {
    locales.delete(message.key);
    return;
  }
  // type 'render': a run of one locale's pages, answered with their bodies in the same order.
  const locale = locales.get(message.key);
  const bodies = [];
  let index = 0;
  try {
    const banner = message.withBanner ? server.renderConsentBanner(locale.input, message.results[0]) : undefined;
    for (; index < message.results.length; index++) {
      const body = locale.renderBody(message.results[index]);
      body.charCodeAt(0); // flattens React's rope of small strings at once (see flat() in body-renderer.ts)
      bodies.push(body);
    }
    parentPort.postMessage({ id: message.id, bodies, banner });
  } catch (error) {
    parentPort.postMessage({ id: message.id, failed: { index, message: error instanceof Error ? error.message : String(error) } });
  }
});
