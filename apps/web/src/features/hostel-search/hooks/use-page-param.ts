import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** Reads a 1-based page number from text; anything else is page 1. */
export function parsePageParam(value: string | null): number {
  if (!value || !/^\d+$/u.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The list page lives in the URL (`?page=2`) so it can be bookmarked and shared. */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const setPage = useCallback(
    (next: number) => {
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        if (next <= 1) params.delete('page');
        else params.set('page', String(next));
        return params;
      });
    },
    [setSearchParams],
  );
  return [page, setPage];
}
