import type { ReactNode } from 'react';

/** Long-form text (about, privacy, terms) with readable spacing. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <div className="max-w-3xl space-y-4 leading-7 text-slate-700 dark:text-slate-300 [&_a]:font-medium [&_a]:text-teal-700 [&_a]:underline-offset-4 hover:[&_a]:underline dark:[&_a]:text-teal-400 [&_h2]:pt-4 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900 dark:[&_h2]:text-white [&_li]:ms-5 [&_ul]:list-disc [&_ul]:space-y-1">
      {children}
    </div>
  );
}
