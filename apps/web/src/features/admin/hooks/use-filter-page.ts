import { useState } from 'react';

/** A list's page, back to the first one whenever `filterKey` (the filter it shows) changes. */
export function useFilterPage(filterKey: string) {
  const [page, setPage] = useState(1);
  const [shownFilter, setShownFilter] = useState(filterKey);
  if (shownFilter !== filterKey) {
    setShownFilter(filterKey);
    setPage(1);
  }
  return [page, setPage] as const;
}
