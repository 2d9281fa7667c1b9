import {
  messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

/**
 * PGlite runs every query as a new unnamed statement: six calls into its WebAssembly (parse, two
 * describes, bind, execute, sync) and PostgreSQL's parsing, analysis and planning each time, about
 * 160 µs for a session's lookup. The shop sends the same few hundred texts again and again (drizzle's
 * SQL, the values as parameters), so each is prepared once under a name, as node-postgres does with a
 * named query, and then bound and run in one call: about 30 µs. PostgreSQL keeps each statement's plan
 * (re-planned when a table it reads changes) and chooses between a plan for the values and a generic one
 * as it does for any prepared statement.
 *
 * Only data statements are prepared; anything else (DDL, a COPY with a blob, given parameter types)
 * runs as PGlite runs it. At most `MAX_STATEMENTS` are held; the least recently used is closed first.
 */
export const MAX_STATEMENTS = 500;

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
/** PostgreSQL's answer when a table changed under a prepared statement so that its rows differ. */
const RESULT_TYPE_CHANGED = 'cached plan must not change result type';

type QueryMethod = PGlite['query'];

interface Statement {
  name: string;
  parameterTypes: number[];
  /** PostgreSQL's description of its rows, or undefined for a statement that answers none. */
  rowDescription: messages.BackendMessage | undefined;
}

export function prepareStatementsOnce(client: PGlite): void {
  const { serialize } = protocol;
  const statements = new Map<string, Statement>(); // in order of last use
  const closing: string[] = [];
  let made = 0;

  /** Runs `messages` with a sync after them; PostgreSQL skips to the sync after an error. */
  const send = (...messages: Uint8Array[]) =>
    client.execProtocolStream(concat([...messages, serialize.sync()]), { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    const name = `shop_${++made}`;
    // Statements pushed out are closed with the next one's preparation: one call for both.
    const closes = closing.splice(0).map((old) => serialize.close({ type: 'S', name: old }));
    const answer = await send(
      ...closes,
      serialize.parse({ name, text, types: [] }),
      serialize.describe({ type: 'S', name }),
    );
    const description = answer.find((message) => message.name === 'parameterDescription') as
      | messages.ParameterDescriptionMessage
      | undefined;
    const statement: Statement = {
      name,
      parameterTypes: description?.dataTypeIDs ?? [],
      rowDescription: answer.find((message) => message.name === 'rowDescription'),
    };
    statements.set(text, statement);
    if (statements.size > MAX_STATEMENTS) {
      const [oldest] = statements.keys();
      if (oldest !== undefined) {
        closing.push((statements.get(oldest) as Statement).name);
        statements.delete(oldest);
      }
    }
    return statement;
  }

  async function run(text: string, params: unknown[], options: QueryOptions | undefined): Promise<Results> {
    let statement = statements.get(text);
    if (statement) {
      statements.delete(text);
      statements.set(text, statement);
    } else {
      statement = await prepare(text);
    }
    const { name, parameterTypes, rowDescription } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = parameterTypes[i] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const answer = await send(serialize.bind({ statement: name, values }), serialize.execute({}));
    const described = rowDescription ? [rowDescription, ...answer] : answer;
    return parse.parseResults(described, client.parsers, options)[0] as Results;
  }

  /** Runs the text prepared; a changed table's rows get a new statement if the query may be repeated. */
  async function runPrepared(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retry: boolean,
  ) {
    try {
      return await run(text, params, options);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.includes(RESULT_TYPE_CHANGED))
        throw describeError(error, text, params, options);
      const stale = statements.get(text);
      if (stale) closing.push(stale.name);
      statements.delete(text);
      if (!retry) throw describeError(error, text, params, options);
      return await run(text, params, options).catch((again: unknown) => {
        throw describeError(again, text, params, options);
      });
    }
  }

  const preparable = (text: string, options?: QueryOptions) =>
    PREPARABLE.test(text) && !options?.blob && !options?.paramTypes;

  const query = client.query.bind(client) as QueryMethod;
  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (!preparable(text, options)) return query(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await runPrepared(text, params, options, true);
        await client.syncToFs();
        return result;
      }),
    );
  }) as QueryMethod;

  const transaction = client.transaction.bind(client);
  client.transaction = (work) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx) as Transaction['query'];
      tx.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
        // A closed transaction and anything not prepared are PGlite's to answer.
        if (tx.closed || !preparable(text, options)) return txQuery(text, params, options);
        // Inside a transaction a failed statement has aborted it: no second try.
        return client._runExclusiveQuery(() => runPrepared(text, params, options, false));
      }) as Transaction['query'];
      return work(tx);
    });
}

/** The error as PGlite's own query gives it: with the query, its parameters and options. */
function describeError(
  error: unknown,
  query: string,
  params: unknown[],
  queryOptions: QueryOptions | undefined,
) {
  if (error instanceof messages.DatabaseError)
    Object.assign(error as object, { query, params, queryOptions });
  return error;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}
