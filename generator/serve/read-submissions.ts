import { existsSync } from 'node:fs';
import { listSubmissions, type StoredSubmission } from '../host/contact/submission-store.ts';
import { openSubmissionsDatabase } from './submissions-database.ts';

/** Every stored submission of a database file, read only; null when the file does not exist (nothing stored yet). */
export async function readStoredSubmissions(file: string): Promise<StoredSubmission[] | null> {
  if (!existsSync(file)) return null;
  const database = await openSubmissionsDatabase(file, { readOnly: true });
  try {
    return await listSubmissions(database);
  } finally {
    await database.close();
  }
}
