import { useEffect, useRef, useState } from 'react';

/**
 * A section heading that takes keyboard focus back once a row leaves the list, and its buttons
 * with it: call `refocusHeading` after the action; on the next frame the heading is focused,
 * unless focus already went somewhere other than the page's start.
 */
export function useRefocusHeading() {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isRefocusing, setIsRefocusing] = useState(false);

  useEffect(() => {
    if (!isRefocusing) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) headingRef.current?.focus();
      setIsRefocusing(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [isRefocusing]);

  return { headingRef, refocusHeading: () => setIsRefocusing(true) };
}
