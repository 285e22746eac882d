import { useState } from 'react';

function isShallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * `value` itself while any of its own properties changed (compared with `Object.is`), else the
 * earlier object: a context value built inline keeps its identity until one of its parts
 * changes, with no hand-kept dependency list (issue 23).
 */
export function useShallowStable<T extends object>(value: T): T {
  const [stable, setStable] = useState(value);
  if (isShallowEqual(stable, value)) return stable;
  setStable(value);
  return value;
}
