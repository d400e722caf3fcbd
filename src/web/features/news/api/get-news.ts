// GET /api/news: the news addressed to the reader's role, with their own read flag and unread count.
import type { NewsQuery, ReaderNewsList } from '../../../../domain/news.ts';
import { getListQuery, keptListHook } from '../../../lib/get-query.ts';
import { apiPaths } from '../../../lib/paths.ts';
import { newsKey } from './get-admin-news.ts';

export const readerNewsQuery = getListQuery<ReaderNewsList, NewsQuery>(apiPaths.news, () => [
  ...newsKey(),
  'reader',
]);

export const useNews = keptListHook(readerNewsQuery);
