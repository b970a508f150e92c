import { useCallback, useEffect, useRef, useState } from 'react';
import type { DraftUseCase } from '@curio/core/usecase-generation';
import { USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import { type GenerateRequest, type Generation, GenerationError, streamUseCases } from '../api/generate-usecases';

export type WriterState =
  | { status: 'idle' }
  /** model: null until a model's first words arrive (the offline writer answers at once) */
  | { status: 'writing'; keyword: string; model: string | null; drafts: DraftUseCase[] }
  /** at: when it arrived, so the cards of a new answer start afresh */
  | { status: 'done'; generation: Generation; at: number }
  | { status: 'failed'; request: GenerateRequest; message: string; offline: boolean }
  | { status: 'stopped'; keyword: string };

/**
 * One generation at a time, streamed: a new one, Stop, or leaving the page ends the one being
 * written, and the server stops the model with it.
 */
export function useUseCaseWriter() {
  const [state, setState] = useState<WriterState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);

  const generate = useCallback((request: GenerateRequest) => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    const mine = () => current.current === controller;
    setState({ status: 'writing', keyword: request.keyword, model: null, drafts: [] });
    streamUseCases(request, {
      signal: controller.signal,
      onDraft: (model, drafts) => mine() && setState({ status: 'writing', keyword: request.keyword, model, drafts }),
    }).then(
      (generation) => mine() && setState({ status: 'done', generation, at: Date.now() }),
      (err: unknown) => {
        if (!mine() || controller.signal.aborted) return;
        const message = err instanceof Error && err.message ? err.message : USECASE_GENERATION_MSG.generateFailed;
        setState({ status: 'failed', request, message, offline: err instanceof GenerationError && err.offline });
      },
    );
  }, []);

  const stop = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState((s) => (s.status === 'writing' ? { status: 'stopped', keyword: s.keyword } : s));
  }, []);

  return { state, generate, stop };
}
