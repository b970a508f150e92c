import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** Statements kept prepared at once; the least recently run is closed when another is needed. */
export const PREPARED_STATEMENTS_MAX = 200;

interface Statement {
  name: string;
  paramTypes: number[];
  /** the statement's RowDescription, or none for a statement that returns no rows */
  rowDescription: BackendMessage[];
}

const { serialize } = protocol;

// names unique in the process, so two clients on one PGlite never take each other's
let statementCount = 0;

/**
 * The client drizzle talks to on PGlite: PGlite's own `query()` parses, plans and describes every
 * statement again in six calls into the engine, a fixed cost several times that of running a small
 * query. Here each distinct SQL text is prepared once under a name, and a run is one call that binds
 * and executes it, reusing the plan, as drivers of server Postgres do (decision 019). Results,
 * parsers, serializers and errors are PGlite's own; a transaction's statements are prepared too.
 */
export function withPreparedStatements(pg: PGlite) {
  // insertion order is recency order: a run moves its statement to the end
  const statements = new Map<string, Statement>();

  async function prepare(text: string): Promise<Statement> {
    const messages: Uint8Array[] = [];
    if (statements.size >= PREPARED_STATEMENTS_MAX) {
      const [oldestText, oldest] = statements.entries().next().value!;
      statements.delete(oldestText);
      messages.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `curio_${statementCount++}`;
    messages.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const described = await pg.execProtocolStream(Buffer.concat(messages), { syncToFs: false });
    const statement = {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription: described.filter((m) => m.name === 'rowDescription'),
    };
    statements.set(text, statement);
    return statement;
  }

  /** `sync`: written to disk once run, as PGlite does outside a transaction (its COMMIT does inside one) */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, sync: boolean): Promise<Results<T>> {
    let statement = statements.get(text);
    if (statement) statements.delete(text);
    else statement = await prepare(text);
    statements.set(text, statement);

    const values = params.map((param, i) => {
      if (param === null || param === undefined) return null;
      const oid = statement.paramTypes[i]!;
      const serializer = options?.serializers?.[oid] ?? pg.serializers[oid];
      return serializer ? serializer(param) : String(param);
    });
    const messages = await pg.execProtocolStream(
      Buffer.concat([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    if (sync) await pg.syncToFs();
    return parse.parseResults([...statement.rowDescription, ...messages], pg.parsers, options)[0] as Results<T>;
  }

  return {
    async query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
      await pg._checkReady();
      // the same two locks as PGlite's query(): never inside someone else's transaction
      return pg._runExclusiveTransaction(() => pg.runExclusive(() => run<T>(text, params, options, true)));
    },
    // inside a transaction too: its BEGIN, COMMIT and ROLLBACK are PGlite's, its statements prepared
    // here, behind the query lock alone as PGlite's own tx.query is (the transaction's is held)
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) =>
      pg.transaction((tx) => {
        const prepared: Transaction = Object.create(tx);
        prepared.query = async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (tx.closed) throw new Error('Transaction is closed');
          return pg.runExclusive(() => run<R>(text, params, options, false));
        };
        return callback(prepared);
      }),
  };
}
