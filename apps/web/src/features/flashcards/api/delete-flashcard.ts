import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** Admin only; the server answers 403 to anyone else. */
const deleteFlashcard = (id: number) => apiFetch<{ ok: true }>(`/api/flashcards/${id}`, { method: 'DELETE' });

/** The study screen drops the card from its own deck, so nothing is refetched mid-session. */
export const useDeleteFlashcard = () => useMutation({ mutationFn: deleteFlashcard });
