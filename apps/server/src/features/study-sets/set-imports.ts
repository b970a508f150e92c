import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import { ERROR_CODE } from '@curio/core/errors';
import { SETS_MSG } from '@curio/core/study-sets-messages';
import type { SetSummary } from '@curio/core/study-sets';
import { IMPORT_KEPT_MINUTES, IMPORTS_KEPT } from '@curio/core/study-sets-rules';
import type { Db } from '../../db/client';
import { setImportChunks, setImports } from '../../db/tables';
import { HttpError } from '../../lib/http-error';
import { type RowSource, stepperFor } from './set-items';
import type { ItemKind, ItemRows } from './set-rows';
import { addRows, type ItemsTarget, type Learner } from './study-sets.service';

/*
 * An import's items wait in the database from its preview until the learner saves them (decision
 * 047): the browser is shown the first of them and sends back only the import's id, so a save of
 * 10 000 items neither uploads them again nor has them read, checked and copied on the event loop.
 * The rows are kept as the set-file worker wrote them, and each chunk's statement reads its own.
 */

const keptSince = sql`now() - ${IMPORT_KEPT_MINUTES} * interval '1 minute'`;

/**
 * Keeps an import's rows for its owner and answers its id. Expired previews go first, and so do
 * the learner's oldest past IMPORTS_KEPT. Chunks are written a step each, paced on PGlite (decision 064).
 */
export async function keepImport(db: Db, learner: Learner, rows: ItemRows): Promise<string> {
  const step = stepperFor(db);
  const newest = db
    .select({ id: setImports.id })
    .from(setImports)
    .where(eq(setImports.owner_id, learner.id))
    .orderBy(desc(setImports.created_at))
    .limit(IMPORTS_KEPT - 1);
  await step(() => db.delete(setImports).where(or(lt(setImports.created_at, keptSince), and(eq(setImports.owner_id, learner.id), notInArray(setImports.id, newest)))));
  const id = randomBytes(18).toString('base64url');
  await step(() => db.insert(setImports).values({ id, owner_id: learner.id, places: rows.places, question_count: rows.counts.questions, flashcard_count: rows.counts.flashcards }));
  try {
    for (const [n, chunk] of rows.chunks.entries()) await step(() => db.insert(setImportChunks).values({ import_id: id, n, kind: chunk.kind, rows: chunk.rows }));
  } catch (error) {
    await db.delete(setImports).where(eq(setImports.id, id));
    throw error;
  }
  return id;
}

/**
 * Saves a kept import into a set of the learner's or a new one, all or nothing (addRows), once:
 * a second save of the same preview, another learner's, or one older than IMPORT_KEPT_MINUTES is
 * refused. A save that fails leaves the preview to be saved again.
 */
export async function saveImport(db: Db, learner: Learner, importId: string, target: ItemsTarget): Promise<SetSummary> {
  const step = stepperFor(db);
  const [kept] = await step(() =>
    db
      .update(setImports)
      .set({ saving_since: sql`now()` })
      .where(and(eq(setImports.id, importId), eq(setImports.owner_id, learner.id), gt(setImports.created_at, keptSince), isNull(setImports.saving_since)))
      .returning({ places: setImports.places, questions: setImports.question_count, flashcards: setImports.flashcard_count }),
  );
  if (!kept) throw new HttpError(404, ERROR_CODE.notFound, SETS_MSG.importGone);

  const chunks = await step(() =>
    db.select({ n: setImportChunks.n, kind: setImportChunks.kind }).from(setImportChunks).where(eq(setImportChunks.import_id, importId)).orderBy(asc(setImportChunks.n)),
  );
  const source: RowSource = {
    places: kept.places,
    counts: { questions: kept.questions, flashcards: kept.flashcards },
    chunks: chunks.map(({ n, kind }) => ({
      kind: kind as ItemKind,
      rows: sql`(select ${setImportChunks.rows} from ${setImportChunks} where ${setImportChunks.import_id} = ${importId} and ${setImportChunks.n} = ${n})::jsonb`,
    })),
  };
  try {
    const set = await addRows(db, learner, target, source, step);
    await step(() => db.delete(setImports).where(eq(setImports.id, importId)));
    return set;
  } catch (error) {
    await db.update(setImports).set({ saving_since: null }).where(eq(setImports.id, importId));
    throw error;
  }
}
