import type { FastifyBaseLogger } from 'fastify';
import { failureCode } from './db-errors';

/** How often a database that stopped answering is asked again, so that the log can say when it is back. */
export const OUTAGE_PROBE_INTERVAL_MS = 1000;

export interface DatabaseOutage {
  /**
   * Something met a connection failure (lib/db-errors.ts). The first of an outage is logged; the
   * others would repeat it once per request, so they are not.
   */
  failed(err: unknown): void;
  close(): void;
}

/*
 * One warning when the database goes away, one when it answers again. Requests are never held
 * back by what this knows: each still asks the database, so the first one after its return
 * succeeds, whenever the probe happens to run.
 */
export function createDatabaseOutage(ping: () => Promise<void>, log: Pick<FastifyBaseLogger, 'warn'>): DatabaseOutage {
  let downSince: number | null = null;
  let probe: NodeJS.Timeout | undefined;
  let closed = false;

  const scheduleProbe = () => {
    probe = setTimeout(() => {
      ping().then(
        () => {
          if (closed || downSince === null) return;
          log.warn({ downForMs: Date.now() - downSince }, 'database: answering again');
          downSince = null;
        },
        () => {
          if (!closed) scheduleProbe();
        },
      );
    }, OUTAGE_PROBE_INTERVAL_MS);
    // a probe alone must not keep a stopping process alive
    probe.unref();
  };

  return {
    failed(err) {
      if (closed || downSince !== null) return;
      downSince = Date.now();
      log.warn({ code: failureCode(err) }, 'database: not answering; requests get 503 until it is back');
      scheduleProbe();
    },
    close() {
      closed = true;
      clearTimeout(probe);
    },
  };
}
