export { greenFeedRoutes } from './green-feed.routes';
export { createFeedCache, type FeedCache } from './feed-cache';
export { authorNameOf, recordColumns, toRecord, visibleTo } from './green-feed.service';
export { USECASE_EVENTS_CHANNEL, type UseCaseChange, useCaseChangeCodec, type UseCaseEvents, type UseCaseRecord } from './usecase-change';
