import { useContext, type HTMLAttributes } from 'react';
import { DetailFrameContext } from './detail-title';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5;

/**
 * A heading whose level follows where the detail is shown: under the dialog's h2 title or the
 * page's h1, so the outline stays correct in both.
 */
export function Heading({
  level,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & { level: HeadingLevel }) {
  // Levels are written for the dialog (its title is h2); on the page the title is h1.
  const { frame } = useContext(DetailFrameContext);
  const shown = (frame === 'page' ? Math.max(2, level - 1) : level) as HeadingLevel;
  const Tag = `h${shown}` as const;
  return <Tag {...props} />;
}
