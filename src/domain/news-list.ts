// The news lists' query, without zod (decision 0022): the readers' list and the portal admin's page through
// the news 25 at a time. news.ts builds the API's schema from it and re-exports it.
import { pagingFields } from './list-query.ts';

export const NEWS_PAGE_SIZE = 25;

export const newsQueryFields = pagingFields({ pageSize: NEWS_PAGE_SIZE });
