import { useMutation } from '@tanstack/react-query';
import type { FeedbackInput } from '@curio/core/account';
import { apiFetch } from '../../../lib/api-client';

/** Guests may send feedback too; the server adds the user's details when there is a session. */
const sendFeedback = (input: FeedbackInput) =>
  apiFetch<{ ok: true }>('/api/feedback', { method: 'POST', body: input });

export const useSendFeedback = () => useMutation({ mutationFn: sendFeedback });
