import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The rows of a raw query: both drivers (PGlite and node-postgres) answer `{ rows }`. */
async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Row count and an md5 of the rows of every table of the app's schema, keyed by table name: two equal
 * fingerprints mean nothing was written in between. Rows are hashed in the order of their text, which
 * is as stable as the primary key's order and needs no knowledge of each table's key.
 */
export async function fingerprintDatabase(db: Db): Promise<Record<string, string>> {
  const tables = await queryRows<{ table_name: string }>(db, sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`);
  const perTable = tables.map(
    ({ table_name: name }) => sql`
      select ${name} as name, count(*) || ':' || coalesce(md5(string_agg(r::text, '|' order by r::text)), '') as print
      from ${sql.identifier(name)} r`,
  );
  const prints = await queryRows<{ name: string; print: string }>(db, sql.join(perTable, sql` union all `));
  return Object.fromEntries(prints.map((r) => [r.name, r.print]));
}
