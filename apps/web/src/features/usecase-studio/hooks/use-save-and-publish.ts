import { useMutation, useQueryClient } from '@tanstack/react-query';
import { USECASE_TITLE_MAX } from '@curio/core/limits';
import { tagsFromKeyword } from '@curio/core/tags';
import { offlineLibraryName, type UseCaseProvenance } from '@curio/core/usecase-provenance';
import { APP_NAME } from '../../../lib/app-name';
import { useAuth } from '../../../lib/use-auth';
import { publishedQueryKey } from '../api/get-published';
import { publishUseCase } from '../api/publish-usecase';
import { replaceTemporary, withoutPost, withTemporary, type PublishedPost } from '../published-posts';

export interface PublishDraft {
  keyword: string;
  /** the whole text, as saved */
  content: string;
  /** the use case's own title, if it has one, and the text after it */
  title: string | null;
  body: string;
  /** where the generation said it came from */
  provenance: UseCaseProvenance | null;
}

/** Saving is the saved-use-cases feature's job; the app hands its save in. */
export type SaveUseCase = (input: { keyword: string; content: string; provenance: UseCaseProvenance | null }) => Promise<unknown>;

/** The post's provider, for the feed's filter: the model's name, or the offline writer's library. */
const providerOf = (provenance: UseCaseProvenance | null) => (provenance ? (provenance.kind === 'model' ? provenance.model : offlineLibraryName(APP_NAME)) : null);

let temporaryIds = 0;

/**
 * docs/product.md#states-and-transitions Save & Publish: save the use case, put a temporary post on top of 'My Published Posts',
 * publish, then swap in the server's post, or take the temporary one away if publishing fails.
 */
export function useSaveAndPublish(save: SaveUseCase) {
  const queryClient = useQueryClient();
  const { user, fullName } = useAuth();
  const update = (change: (list: PublishedPost[]) => PublishedPost[]) =>
    queryClient.setQueryData<PublishedPost[]>(publishedQueryKey, (list) => change(list ?? []));

  return useMutation({
    mutationFn: async ({ keyword, content, title, body, provenance }: PublishDraft) => {
      await save({ keyword, content, provenance });
      // a post shows its title above its content: the title line is not repeated in it
      const post = {
        title: (title ?? keyword).slice(0, USECASE_TITLE_MAX),
        content: body,
        tags: tagsFromKeyword(keyword),
        origin: 'ai' as const,
        is_public: true,
        provider: providerOf(provenance),
        provenance,
      };
      temporaryIds += 1;
      const temporaryId = `temporary-${temporaryIds}`;
      // a list request still on its way would overwrite the temporary post
      await queryClient.cancelQueries({ queryKey: publishedQueryKey });
      update((list) =>
        withTemporary(list, {
          ...post,
          id: temporaryId,
          summary: null,
          author_name: fullName || null,
          created_by: user?.id ?? '',
          created_at: new Date().toISOString(),
          likes_count: 0,
          comments_count: 0,
          author_username: null,
          author_avatar_url: null,
          liked_by_me: false,
          pending: true,
        }),
      );
      try {
        const published = await publishUseCase(post);
        update((list) => replaceTemporary(list, temporaryId, published));
        return published;
      } catch (err) {
        update((list) => withoutPost(list, temporaryId));
        throw err;
      }
    },
  });
}
