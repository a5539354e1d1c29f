import type { Db, Queryable } from './connection';

/**
 * The database as a service sees it, inside the caller's transaction: its own transactions
 * join it. So what several services write for one step (a flow node's runs, a schedule unit's
 * runs, the usage they count, their jobs) commits together or not at all: a retried job finds
 * them made, never twice.
 */
export function joined(db: Db, tx: Queryable): Db {
  return {
    ...db,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (work) => work(tx),
  };
}
