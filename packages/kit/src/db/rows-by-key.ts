/**
 * The rows that belong to each of a list of parent rows (an e-mail's deliveries, a checkout's
 * lunches), read in one query rather than one per parent: `load` is given the parents' keys and
 * answers the rows, which come back grouped by the key each names, in the order `load` read them.
 */
export async function rowsByKey<Parent, Row, Key>(
  parents: readonly Parent[],
  parentKey: (parent: Parent) => Key,
  load: (keys: Key[]) => Promise<Row[]>,
  rowKey: (row: Row) => Key,
): Promise<Map<Key, Row[]>> {
  const groups = new Map<Key, Row[]>();
  if (parents.length === 0) return groups;
  for (const row of await load(parents.map(parentKey))) {
    const key = rowKey(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
