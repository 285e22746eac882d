import { ChevronDown } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from './heading';

/**
 * A collapsible section (WAI-ARIA disclosure): the heading holds a button that shows or hides
 * the content. Closed until opened. The content is always in the page, hidden (`hidden`) while
 * closed: a server-rendered hostel page carries its rooms and rents in its HTML for a crawler
 * and a phone without JavaScript (issue 41 item 3).
 */
export function DisclosureSection({
  title,
  headingLevel,
  defaultOpen = false,
  children,
}: {
  title: string;
  headingLevel: HeadingLevel;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  const contentId = useId();
  return (
    <section className="rounded-xl border border-slate-200 dark:border-slate-800">
      <Heading level={headingLevel}>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={contentId}
          onClick={() => setIsOpen((open) => !open)}
          className="flex w-full items-center justify-between gap-2 rounded-xl p-4 text-start text-lg font-semibold text-slate-900 hover:bg-slate-50 dark:text-white dark:hover:bg-slate-800/60"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className={`h-5 w-5 shrink-0 transition-transform ${isOpen ? 'rotate-180' : ''}`}
          />
        </button>
      </Heading>
      <div id={contentId} hidden={!isOpen} className="px-4 pb-4">
        {children}
      </div>
    </section>
  );
}
