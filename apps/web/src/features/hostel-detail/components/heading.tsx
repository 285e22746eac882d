import type { HTMLAttributes } from 'react';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

/**
 * A heading whose level follows where the detail is shown: under the dialog's h2 title or the
 * page's h1, so the outline stays correct in both.
 */
export function Heading({
  level,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { level: HeadingLevel }) {
  const Tag = `h${level}` as const;
  return <Tag {...props} />;
}
