// What a render thread (render-thread.mjs) loads besides the server bundle: the render stage's page document, and the
// writing of a page's files into the output's staging folder.
import { filesOfPage, pageDataJson, type PageJob } from '../render/page-output.ts';
import type { PageDocument } from '../shared/page-document.ts';
import { writeFilesInto } from './unchanged-files.ts';

export { pageDocument } from '../render/page-output.ts';

/**
 * Writes a page's files into `folder` at once (a render thread has nothing else to do meanwhile), making each folder
 * once (`made`, per thread); a file unchanged since the `previous` output is kept or linked from it (writeOrKeep).
 * Returns the bytes written.
 */
export function writePageSync(folder: string, previous: string | null, job: PageJob, document: PageDocument, made: Set<string>): number {
  return writeFilesInto(folder, previous, filesOfPage(job, document, pageDataJson(job)), made);
}
