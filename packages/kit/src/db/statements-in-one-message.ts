import { createRequire } from 'node:module';
import pg from 'pg';

/** pg's own conversion of a parameter to its text (arrays, dates, JSON), as its queries bind them. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue: (value: unknown) => string | Buffer | null };

/** A named prepared statement and its parameters. */
export interface NamedStatement {
  name: string;
  text: string;
  values: unknown[];
}

/**
 * Runs named statements one after another as one transaction, in one message to PostgreSQL and one
 * answer: each statement's Bind, Describe and Execute, then a single Sync. The extended protocol
 * runs everything before a Sync as one implicit transaction, committed at the Sync; an error in any
 * statement rolls all of them back and skips the rest. Each statement still takes its own snapshot
 * as it starts (READ COMMITTED), so one after a lock sees what committed while an earlier one waited
 * for it. Answers each statement's result, in order.
 *
 * A transaction of two statements through `db.transaction` is four round trips (BEGIN, each
 * statement, COMMIT), and every round trip costs both processes a message and a wake-up; at a
 * rush's hundreds of checkouts a second that was most of what a checkout cost PostgreSQL's socket.
 * The statements are parsed once per connection, in a message of their own before their first run,
 * so that an error in a run never leaves it unknown which of them PostgreSQL has.
 */
export async function runInOneMessage(pool: pg.Pool, statements: readonly NamedStatement[]): Promise<pg.QueryResult[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    return await runOnConnection(client, statements);
  } catch (error) {
    if (error instanceof PreparedStatementsUnknown) broken = error;
    throw error;
  } finally {
    client.release(broken);
  }
}

/**
 * runInOneMessage on a connection the caller holds, e.g. inside a transaction it began with one of
 * the statements. A `PreparedStatementsUnknown` error means the connection must not be used again.
 */
export async function runOnConnection(client: pg.PoolClient, statements: readonly NamedStatement[]): Promise<pg.QueryResult[]> {
  const parsed = parsedStatementsOf(client);
  const unparsed = [
    ...new Map(statements.filter((statement) => parsed[statement.name] === undefined).map((statement) => [statement.name, statement])).values(),
  ];
  if (unparsed.length > 0) {
    try {
      await submit(client, new ParseOnly(unparsed));
    } catch (error) {
      throw new PreparedStatementsUnknown(error);
    }
    for (const statement of unparsed) parsed[statement.name] = statement.text;
  }
  return submit(client, new ExecuteInOneMessage(statements));
}

/** A Parse failed: which of its statements PostgreSQL kept is unknown, so the connection is not handed out again. */
export class PreparedStatementsUnknown extends Error {
  constructor(cause: unknown) {
    super(`preparing statements failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

type Results = pg.QueryResult | pg.QueryResult[];

/** pg's record of the named statements its connection has prepared (what its own queries consult before a Parse). */
function parsedStatementsOf(client: pg.PoolClient): Record<string, string | undefined> {
  return (client as unknown as { connection: { parsedStatements: Record<string, string | undefined> } }).connection.parsedStatements;
}

function submit(client: pg.PoolClient, query: MessageQuery): Promise<pg.QueryResult[]> {
  return new Promise((resolve, reject) => {
    query.callback = (error, results) => (error ? reject(error) : resolve(Array.isArray(results) ? results : [results!]));
    client.query(query);
  });
}

/**
 * pg's query, which already reads several statements' results (rows described, parsed with the
 * client's type parsers, one result per command), with the messages it sends replaced.
 */
class MessageQuery extends pg.Query {
  declare callback: ((error: Error | null, results?: Results) => void) | undefined;

  constructor(label: string) {
    super({ text: label });
  }

  /** pg corks the socket around `prepare`, so all its messages go in one write. */
  requiresPreparation(): boolean {
    return true;
  }
}

class ParseOnly extends MessageQuery {
  private readonly statements: readonly NamedStatement[];

  constructor(statements: readonly NamedStatement[]) {
    super(`parse ${statements.map((statement) => statement.name).join(', ')}`);
    this.statements = statements;
  }

  prepare(connection: pg.Connection): void {
    for (const { name, text } of this.statements) connection.parse({ name, text, types: [] }, true);
    connection.sync();
  }
}

class ExecuteInOneMessage extends MessageQuery {
  private readonly statements: readonly NamedStatement[];

  constructor(statements: readonly NamedStatement[]) {
    super(statements.map((statement) => statement.name).join(' + '));
    this.statements = statements;
  }

  prepare(connection: pg.Connection): void {
    for (const { name, values } of this.statements) {
      connection.bind({ portal: '', statement: name, values: values.map(prepareValue) }, true);
      connection.describe({ type: 'P', name: '' }, true);
      connection.execute({ portal: '' }, true);
    }
    connection.sync();
  }
}
