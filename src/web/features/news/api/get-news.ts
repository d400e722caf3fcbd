// GET /api/news: the news addressed to the reader's role, with their own read flag and unread count.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsQuery, ReaderNewsList } from '../../../../domain/news.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { apiPaths, withQuery } from '../../../lib/paths.ts';
import { newsKey } from './get-admin-news.ts';

export const getNews = (query: NewsQuery, signal?: AbortSignal) =>
  apiFetch<ReaderNewsList>(withQuery(apiPaths.news(), query), signal ? { signal } : {});

export const readerNewsQuery = (query: NewsQuery) =>
  queryOptions({
    queryKey: [...newsKey(), 'reader', query],
    queryFn: ({ signal }) => getNews(query, signal),
  });

export const useNews = (query: NewsQuery) =>
  useQuery({ ...readerNewsQuery(query), placeholderData: keepPreviousData });
