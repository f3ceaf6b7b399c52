// A render thread: loads the server bundle (site/server.tsx, built to plain JavaScript) and page-output.ts, then
// renders, puts together and writes whole pages for the main thread (body-renderer.ts), answering with the bytes
// written. Written in JavaScript, like bin/site.js: a worker thread starts without the TypeScript loader its parent
// may run under (tsx, vitest); page-output.ts is the compiled CLI's build of it, or its source through tsx.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const { serverEntry, pageModule, folder } = workerData;
if (pageModule.typescript) (await import('tsx/esm/api')).register();
const [server, pages] = await Promise.all([import(pathToFileURL(serverEntry).href), import(pageModule.module)]);
/** The renderer and document parts of each locale this thread has been given, by its key. */
const locales = new Map();
/** Folders this thread has made. */
const made = new Set();

parentPort.on('message', (message) => {
  if (message.type === 'locale') {
    const renderBody = server.createLocaleRenderer(message.input);
    locales.set(message.key, { input: message.input, document: message.document, renderBody });
    return;
  }
  if (message.type === 'forget') {
    locales.delete(message.key);
    return;
  }
  const locale = locales.get(message.key);
  if (message.type === 'banner') {
    try {
      parentPort.postMessage({ id: message.id, banner: server.renderConsentBanner(locale.input, message.result) });
    } catch (error) {
      parentPort.postMessage({ id: message.id, failed: { index: 0, message: messageOf(error), unwritable: false } });
    }
    return;
  }
  // type 'render': a run of one locale's pages, answered with the bytes written for each, in the same order.
  const written = [];
  let unwritable = false;
  try {
    for (const job of message.pages) {
      unwritable = false;
      const html = pages.pageDocument(job, locale.renderBody(job.pageData.result), message.banner, locale.document);
      unwritable = true;
      written.push(pages.writePageSync(folder, job, html, made));
    }
    parentPort.postMessage({ id: message.id, written });
  } catch (error) {
    parentPort.postMessage({ id: message.id, failed: { index: written.length, message: messageOf(error), unwritable } });
  }
});

function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
