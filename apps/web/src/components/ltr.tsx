import { needsIsolates } from '@hostelhub/shared';
import type { ReactNode } from 'react';
import { useLanguage } from '../lib/i18n';

/**
 * A value that reads left to right whatever its letters (issue 40 item 2, docs/decisions/019):
 * a time or time range, a size, coordinates, a price figure, a phone number, a number range. In
 * a right-to-left language it is a `<span dir="ltr">` (an isolate: the browser's `[dir]` rule
 * gives it `unicode-bidi: isolate`, as `ltrIsolate` does with U+2066 in text), so "7:30 AM -
 * 9:30 AM" does not read "AM - 9:30 AM 7:30" on an Urdu page; in English it adds no mark (a
 * plain span only when `className` asks for one). For such a value inside a translated
 * sentence, put `ltrIsolate(language, text)` in the placeholder instead.
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  const { language } = useLanguage();
  if (needsIsolates(language)) {
    return (
      <span dir="ltr" className={className}>
        {children}
      </span>
    );
  }
  return className ? <span className={className}>{children}</span> : <>{children}</>;
}
