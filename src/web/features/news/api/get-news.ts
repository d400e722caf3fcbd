// GET /api/news: the news addressed to the reader's role, with their own read flag and unread count.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { NewsQuery, ReaderNewsList } from '../../../../domain/news.ts';
import { getQuery } from '../../../lib/get-query.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { newsKey } from './get-admin-news.ts';

export const readerNewsQuery = getQuery<ReaderNewsList, [query: NewsQuery]>(
  (query) => withQuery(apiPaths.news(), query),
  (query) => [...newsKey(), 'reader', query],
);

export const useNews = (query: NewsQuery) =>
  useQuery({ ...readerNewsQuery(query), placeholderData: keepPreviousData });
