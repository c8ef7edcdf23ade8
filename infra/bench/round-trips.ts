import pg from 'pg';

/**
 * Round trips to PostgreSQL, counted in the driver: every `query` a pg client sends (a statement, a
 * BEGIN or COMMIT, a named prepared statement's Bind/Execute) is one, whichever service sent it. The
 * embedded default runs every service in the bench's process, so a rush's count over its checkouts
 * is the round trips one checkout costs end to end (its transaction, the outbox relay, the inbox,
 * the confirmation e-mail): a figure that holds still on a loaded machine, where time does not.
 * Statements are keyed by their prepared name or their text (numbers and lists folded), to show where they go.
 */
export type RoundTripCounts = Map<string, number>;

const counts: RoundTripCounts = new Map();
/** Statements the bench itself sends while it measures (its wait for the confirmations): not the system's. */
const BENCH_OWN = /^select \(select count\(\*\)::int from notification\.email_notifications/;

let installed = false;

/** Starts counting (once per process); the counts are read with `roundTripSnapshot`. */
export function countRoundTrips(): void {
  if (installed) return;
  installed = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    const key = keyOf(args[0]);
    if (key !== null && !BENCH_OWN.test(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

function keyOf(config: unknown): string | null {
  if (typeof config === 'string') return fold(config);
  if (config && typeof config === 'object') {
    const { name, text } = config as { name?: string; text?: string };
    if (name) return `[${name}] ${fold(text ?? '')}`;
    if (typeof text === 'string') return fold(text);
  }
  return null;
}

const folded = new Map<string, string>();

/** Cached: the hot statements' texts repeat, and the counting should cost the measured process little. */
function fold(text: string): string {
  let key = folded.get(text);
  if (key === undefined) {
    key = foldText(text);
    if (folded.size < 10_000) folded.set(text, key);
  }
  return key;
}

function foldText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\$\d+(, \$\d+)*/g, '$n')
    .replace(/\b\d+\b/g, 'N')
    .trim()
    .slice(0, 140);
}

export function roundTripSnapshot(): RoundTripCounts {
  return new Map(counts);
}

/** The statements sent between two snapshots, most frequent first, with their total. */
export function roundTripsBetween(before: RoundTripCounts, after: RoundTripCounts): { total: number; statements: Array<[string, number]> } {
  const statements: Array<[string, number]> = [];
  for (const [key, count] of after) {
    const sent = count - (before.get(key) ?? 0);
    if (sent > 0) statements.push([key, sent]);
  }
  statements.sort((a, b) => b[1] - a[1]);
  return { total: statements.reduce((sum, [, sent]) => sum + sent, 0), statements };
}
