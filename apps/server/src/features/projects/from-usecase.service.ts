import { and, eq, or } from 'drizzle-orm';
import type { FormValue } from '@curio/core/projects';
import { PROJECT_LABEL_MAX } from '@curio/core/limits';
import type { Db } from '../../db/client';
import { savedUsecases, usecases } from '../../db/tables';

/** The seeded template a use case starts: its fields are named like the values below. */
export const USE_CASE_BRIEF_KEY = 'use-case-brief';

/** A saved use case's first line is its heading ('Healthcare: …') when it is short enough to be one. */
function splitHeading(content: string): { title: string | null; body: string } {
  const [first = '', ...rest] = content.trim().split(/\r?\n/);
  const heading = first.replace(/^use case \d+:\s*/i, '').trim();
  if (rest.length > 0 && heading.length > 0 && heading.length <= PROJECT_LABEL_MAX) return { title: heading, body: rest.join('\n').trim() };
  return { title: null, body: content.trim() };
}

/**
 * Form values of the use-case brief from one of the learner's saved use cases, or from a published
 * use case they may read (public, or their own). Null when there is no such use case for them.
 */
export async function valuesFromUseCase(
  db: Db,
  userId: string,
  source: { saved_id?: string; usecase_id?: string },
): Promise<Record<string, FormValue> | null> {
  if (source.saved_id) {
    const [saved] = await db
      .select({ keyword: savedUsecases.keyword, content: savedUsecases.content })
      .from(savedUsecases)
      .where(and(eq(savedUsecases.id, source.saved_id), eq(savedUsecases.user_id, userId)));
    if (!saved) return null;
    const { title, body } = splitHeading(saved.content);
    return { title: title ?? saved.keyword, keyword: saved.keyword, use_case: body };
  }
  const [published] = await db
    .select({ title: usecases.title, content: usecases.content, tags: usecases.tags })
    .from(usecases)
    .where(and(eq(usecases.id, source.usecase_id!), or(eq(usecases.is_public, true), eq(usecases.created_by, userId))));
  if (!published) return null;
  return { title: published.title, keyword: published.tags[0] ?? '', use_case: published.content, tags: published.tags.join(', ') };
}
