// A render thread: loads render-thread-pages.ts and React, then the server bundle (site/server.tsx, built to plain
// JavaScript) once the main thread names it, and renders, puts together and writes whole pages for the main thread
// (body-renderer.ts), answering with the bytes written. Written in JavaScript, like bin/site.js: a worker thread
// starts without the TypeScript loader its parent may run under (tsx, vitest); render-thread-pages.ts is the compiled CLI's
// build of it, or its source through tsx.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { pageModule, folder, previous, packagesFrom } = workerData;
if (pageModule.typescript) (await import('tsx/esm/api')).register();
// React while the build's other stages run: the very files the server bundle requires (resolved from where it is
// kept), so it finds them loaded. A package that cannot be found here is left for the bundle to report.
if (packagesFrom) {
  for (const name of ['react', 'react-dom/server']) {
    try {
      createRequire(packagesFrom)(name);
    } catch {
      // The bundle reports it.
    }
  }
}
const pages = await import(pageModule.module);
/** The server bundle, once loaded; messages wait in `queued` until then. */
let server = null;
const queued = [];
/** The renderer and document parts of each locale this thread has been given, by its key. */
const locales = new Map();
/** Folders this thread has made. */
const made = new Set();

parentPort.on('message', (message) => {
  if (message.type === 'server') {
    // An import that fails is this thread's uncaught error: the main thread fails every run still out with it.
    void import(pathToFileURL(message.entry).href).then((module) => {
      server = module;
      for (const waiting of queued.splice(0)) handle(waiting);
    });
  } else if (server) handle(message);
  else queued.push(message);
});

function handle(message) {
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
      const document = pages.pageDocument(job, locale.renderBody(job.pageData.result), message.banner, locale.document);
      unwritable = true;
      written.push(pages.writePageSync(folder, previous, job, document, made));
    }
    parentPort.postMessage({ id: message.id, written });
  } catch (error) {
    parentPort.postMessage({ id: message.id, failed: { index: written.length, message: messageOf(error), unwritable } });
  }
}

function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}
