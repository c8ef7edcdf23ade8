import type pg from 'pg';

export interface TableColumns {
  schema: string;
  name: string;
  /** The stored columns in their order (generated ones are computed again on load). */
  columns: string[];
}

/**
 * The tables of the given schemas with every table after the tables its foreign keys point to, so
 * a restore can load them in this order with every constraint checked. A table pointing to itself
 * is loaded in one COPY, whose checks run at its end.
 */
export async function tablesParentsFirst(client: pg.ClientBase, schemas: string[]): Promise<TableColumns[]> {
  const tables = await client.query<{ oid: number; schema: string; name: string; columns: string[] }>(
    `SELECT c.oid::int AS oid, n.nspname AS schema, c.relname AS name,
            array(SELECT a.attname::text FROM pg_attribute a
                   WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
                   ORDER BY a.attnum) AS columns
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND NOT c.relispartition AND n.nspname = ANY($1)
      ORDER BY n.nspname, c.relname`,
    [schemas],
  );
  const references = await client.query<{ child: number; parent: number }>(
    `SELECT conrelid::int AS child, confrelid::int AS parent FROM pg_constraint WHERE contype = 'f' AND conrelid <> confrelid`,
  );
  const parentsOf = new Map<number, number[]>();
  for (const { child, parent } of references.rows) parentsOf.set(child, [...(parentsOf.get(child) ?? []), parent]);

  const byOid = new Map(tables.rows.map((table) => [table.oid, table]));
  const ordered: TableColumns[] = [];
  const placed = new Set<number>();
  const visiting = new Set<number>();
  const place = (oid: number) => {
    if (placed.has(oid) || !byOid.has(oid)) return;
    if (visiting.has(oid)) throw new Error(`the foreign keys of ${byOid.get(oid)!.schema}.${byOid.get(oid)!.name} form a cycle`);
    visiting.add(oid);
    for (const parent of parentsOf.get(oid) ?? []) place(parent);
    visiting.delete(oid);
    placed.add(oid);
    const { schema, name, columns } = byOid.get(oid)!;
    ordered.push({ schema, name, columns });
  };
  for (const table of tables.rows) place(table.oid);
  return ordered;
}
