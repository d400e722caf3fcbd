import { queryOptions, useQuery } from '@tanstack/react-query';
import { isPostcode } from '../../domain/postcodes.ts';
import { ApiError, apiFetch } from './api-client.ts';
import { apiPaths } from './paths.ts';

export interface PostcodeAnswer {
  postcode: string;
  county: string;
  settlements: string[];
}

export const postcodeQuery = (postcode: string) =>
  queryOptions({
    queryKey: ['postcode', postcode],
    queryFn: async ({ signal }): Promise<PostcodeAnswer | null> => {
      try {
        return await apiFetch<PostcodeAnswer>(apiPaths.postcode(postcode), { signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    staleTime: Infinity,
  });

/**
 * Settlements for a complete 4-digit postcode: typing the postcode fills the city (docs/product.md, 'Full
 * postcode list').
 */
export const usePostcode = (postcode: string) =>
  useQuery({ ...postcodeQuery(postcode), enabled: isPostcode(postcode) });
