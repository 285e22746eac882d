import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  loadedFilterSchemas,
  loadFilterSchemas,
  subscribeFilterSchemas,
  type FilterSchemas,
} from '../utils/filter-schemas';

/**
 * The browse filter schemas once loaded (else undefined), starting their load while `load` is
 * true. `error` is the failed load's error (offline); the component re-renders when they
 * arrive, in every component that reads them.
 */
export function useFilterSchemas(load: boolean): {
  schemas: FilterSchemas | undefined;
  error: unknown;
} {
  const schemas = useSyncExternalStore(
    subscribeFilterSchemas,
    loadedFilterSchemas,
    loadedFilterSchemas,
  );
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    if (!load || schemas) return;
    let active = true;
    loadFilterSchemas().catch((failure: unknown) => {
      if (active) setError(failure);
    });
    return () => {
      active = false;
    };
  }, [load, schemas]);
  return { schemas, error };
}
