// D1, Cloudflare's SQLite, behind the two calls the submission store needs.
import type { SqlDatabase, SqlValue } from '../contact/submission-store.ts';

/** The part of D1's binding used here (the full types come with @cloudflare/workers-types). */
export interface D1Binding {
  prepare(sql: string): D1Statement;
}

interface D1Statement {
  bind(...values: SqlValue[]): D1Statement;
  run(): Promise<{ meta: { changes: number } }>;
  all<Row>(): Promise<{ results: Row[] }>;
}

export function d1Database(binding: D1Binding): SqlDatabase {
  return {
    async run(sql, params = []) {
      const result = await binding
        .prepare(sql)
        .bind(...params)
        .run();
      return { changes: result.meta.changes };
    },
    async all<Row extends object>(sql: string, params: readonly SqlValue[] = []) {
      return (
        await binding
          .prepare(sql)
          .bind(...params)
          .all<Row>()
      ).results;
    },
  };
}
