import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  addCard,
  applyPreset,
  type CardsSnapshot,
  findCard,
  generateDone,
  parseSnapshot,
  previewDone,
  proceed,
  type ProceedAction,
  openCard,
  removeCard,
  renameCard,
  requestFailed,
  selectFormat,
  serializeSnapshot,
  spawnFromTemplate,
  type TemplateRef,
} from '@curio/core/project-cards';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { errorMessage } from '../../../lib/api-client';
import type { BriefSource } from '../../../lib/brief-links';
import { readItem, removeItem, STORAGE_KEYS, writeItem } from '../../../lib/storage';
import { generateDocument } from '../api/generate-document';
import { getBriefValues } from '../api/get-brief-values';
import { templateQueryOptions } from '../api/get-template';
import { ALL_TEMPLATES, templatesQueryOptions } from '../api/get-templates';
import { templateFormatsQueryOptions } from '../api/get-template-formats';
import { previewDocument } from '../api/preview-document';

const load = () => parseSnapshot(readItem(STORAGE_KEYS.projectCards), readItem(STORAGE_KEYS.projectLastExpanded));

function save(snapshot: CardsSnapshot) {
  writeItem(STORAGE_KEYS.projectCards, serializeSnapshot(snapshot));
  if (snapshot.lastExpandedId) writeItem(STORAGE_KEYS.projectLastExpanded, snapshot.lastExpandedId);
  else removeItem(STORAGE_KEYS.projectLastExpanded);
}

export const newCardId = () => crypto.randomUUID();

/**
 * The minimal studio's first request, as its page's code loads: the templates, when it opens on a
 * card, whose template select lists them at once.
 */
export function startStudio(queryClient: QueryClient, signedIn: boolean) {
  const snapshot = load();
  return findCard(snapshot, snapshot.openedId) ? queryClient.prefetchQuery(templatesQueryOptions(ALL_TEMPLATES, signedIn)) : null;
}

/**
 * The project cards of this browser (docs/product.md#what-is-stored, docs/product.md#states-and-transitions), kept in localStorage after every change. The
 * rules are core's pure functions; this hook only stores the snapshot and runs the requests that
 * Proceed and a chosen template ask for.
 */
export function useProjectCards({ signedIn }: { signedIn: boolean }) {
  const queryClient = useQueryClient();
  const [snapshot, setSnapshot] = useState(load);
  // the latest snapshot, for steps that must read it before React renders again
  const latest = useRef(snapshot);

  const update = useCallback((change: (current: CardsSnapshot) => CardsSnapshot) => {
    const next = change(latest.current);
    latest.current = next;
    setSnapshot(next);
  }, []);

  useEffect(() => save(snapshot), [snapshot]);

  // another tab of the studio changed the cards: show its snapshot rather than overwrite it later
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.projectCards) return;
      const next = load();
      latest.current = next;
      setSnapshot(next);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  /** Proceed (docs/product.md#states-and-transitions): validate, then preview or generate, then the card shows the result in chat mode. */
  const run = useCallback(
    async (id: string, action: ProceedAction, polish = false) => {
      const { snapshot: next, request } = proceed(latest.current, id, action);
      update(() => next);
      if (!request) return;
      try {
        if (action === 'preview') {
          const answer = await previewDocument(request.templateId, request.body);
          update((s) => previewDone(s, id, answer.preview));
        } else {
          const answer = await generateDocument(request.templateId, { ...request.body, polish });
          update((s) => generateDone(s, id, { format: answer.format, target: answer.target, content: answer.content, title: answer.title }));
          return answer.notice;
        }
      } catch (err) {
        update((s) => requestFailed(s, id, errorMessage(err, action === 'preview' ? PROJECT_MSG.previewFailed : PROJECT_MSG.generateFailed)));
      }
      return null;
    },
    [update],
  );

  /**
   * A template for the active card, or for a new one when none is active. With a format key the
   * card stays on that format when the template still has it (a learner's template just saved).
   */
  const chooseTemplate = useCallback(
    async (template: TemplateRef, formatKey?: string) => {
      let id = latest.current.activeId;
      if (!id) {
        id = newCardId();
        const created = id;
        update((s) => addCard(s, created));
      }
      const cardId = id;
      try {
        const { items } = await queryClient.fetchQuery(templateFormatsQueryOptions(template.key, signedIn));
        update((s) => {
          const spawned = spawnFromTemplate(s, cardId, template, items);
          return formatKey ? selectFormat(spawned, cardId, formatKey) : spawned;
        });
      } catch (err) {
        update((s) => requestFailed(s, cardId, errorMessage(err, PROJECT_MSG.requestFailed)));
      }
      return cardId;
    },
    [queryClient, signedIn, update],
  );

  /**
   * A card made from a saved or published use case: the use-case brief with the use case's values
   * in its form, titled after it, opened. It is the blank card given, else a new one; a new card
   * goes again on failure, and the answer is why.
   */
  const startBrief = useCallback(
    async (source: BriefSource, blankId?: string) => {
      const id = blankId ?? newCardId();
      update((s) => openCard(blankId ? s : addCard(s, id), id));
      try {
        const { template_key, form_values } = await getBriefValues(source);
        const template = await queryClient.fetchQuery(templateQueryOptions(template_key, true));
        update((s) => {
          const filled = applyPreset(spawnFromTemplate(s, id, template, template.formats), id, form_values, 'overwrite');
          return typeof form_values.title === 'string' ? renameCard(filled, id, form_values.title) : filled;
        });
      } catch (err) {
        if (!blankId) update((s) => removeCard(s, id));
        return errorMessage(err, PROJECT_MSG.requestFailed);
      }
      return null;
    },
    [queryClient, update],
  );

  return { snapshot, update, run, chooseTemplate, startBrief };
}

export type ProjectCards = ReturnType<typeof useProjectCards>;
