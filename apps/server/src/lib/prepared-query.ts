import type { Db } from '../db/client';

/**
 * A query that runs on nearly every request of its route, built once per database and prepared
 * under a name unique in the app: drizzle keeps its SQL instead of building it again for each
 * request, and PostgreSQL keeps its plan per connection, where planning such small queries cost
 * more than running them. (On PGlite every distinct statement is kept prepared: decision 019.)
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
