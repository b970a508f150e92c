import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isKidsLocked, KIDS_LOCK_ERROR } from '@curio/core/kids-lock';
import { KIDS_MSG } from '@curio/core/kids-messages';
import { KIDS_LOCK_AGE } from '@curio/core/limits';
import { HttpError } from '../lib/http-error';

/*
 * Kids Lock beyond categories (decision 021): a learner under 10 reads no stranger's text and
 * leaves none for strangers to read. Every route of the Green AI network, share links, people and
 * follows refuses them with refuseKids; accounts under Kids Lock are not shown to anyone else. What
 * reaches only their own private use cases is let through (refuseKidsUnless, decision 056).
 */

export const kidsLockRefusal = () => new HttpError(403, KIDS_LOCK_ERROR, KIDS_MSG.refused);

/** onRequest hook after requireUser or optionalUser: 403 for a Kids Lock learner; guests and everyone else pass. */
export async function refuseKids(req: FastifyRequest) {
  if (req.user && isKidsLocked(req.user.age)) throw kidsLockRefusal();
}

/**
 * refuseKids, except for a request that `onlyOwnPrivate` shows reaches no one's use cases but the
 * learner's own private ones (decision 056). As an onRequest hook it sees the path and the query;
 * as a preValidation hook, the parsed body too, still before any input is validated.
 */
export const refuseKidsUnless = (onlyOwnPrivate: (req: FastifyRequest) => boolean) => async (req: FastifyRequest) => {
  if (req.user && isKidsLocked(req.user.age) && !onlyOwnPrivate(req)) throw kidsLockRefusal();
};

/** SQL: the account with this age is not under Kids Lock (an unknown age does not lock, as in isKidsLocked). */
export const notKidsLocked = (age: AnyPgColumn): SQL => sql`(${age} is null or ${age} >= ${KIDS_LOCK_AGE})`;
