// The thread that writes a build's files (output-writer.ts): the build's own thread hands it batches of files and
// goes on rendering, while this one makes folders (its pages' first, as soon as the plan names them), links unchanged
// files and writes the others, synchronously (unchanged-files.ts), answering each batch with its bytes or why
// it failed. Written in JavaScript, like render-thread.mjs: a thread starts without the TypeScript loader its parent
// may run under.
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

/**
 * Writes the build's files as its thread hands them over, into `folder`: `listen` gives it each message from the
 * build's thread.
 */
export async function runWriter({ filesModule, folder, previous, listModule }, listen) {
  if (filesModule.typescript) (await import('tsx/esm/api')).register();
  const { writeFilesInto, makeFolders } = await import(filesModule.module);
  // Written into the folders of an earlier output: what they hold, listed before anything is written (kept-folders.ts).
  if (listModule) {
    const { listFolder } = await import(listModule.module);
    let listing = null;
    try {
      listing = listFolder(folder);
    } catch {
      // Listed again at the commit, which reports what cannot be read.
    }
    parentPort.postMessage({ listing });
  }
  /** Folders this thread has made. */
  const made = new Set();

  listen(({ id, files, folders }) => {
    // The folders of the build's pages, made before their files arrive (makeFolders says why).
    if (folders) return makeFolders({ root: folder, folders }, made);
    try {
      parentPort.postMessage({ id, bytes: writeFilesInto(folder, previous, files, made) });
    } catch (error) {
      parentPort.postMessage({ id, failed: { message: error instanceof Error ? error.message : String(error), code: error?.code } });
    }
  });
}

if (!isMainThread && workerData?.filesModule) await runWriter(workerData, (handle) => parentPort.on('message', handle));
