import type { ReportReason } from '@hostelhub/shared';
import { useId } from 'react';
import { useSharedText } from '../../../lib/i18n';
import { useReportWords } from '../../../lib/report-words/use-report-words';

/**
 * The report's reason as a group of radio buttons (issue 26): the reasons offered for the
 * reported thing, each in the page's language, the chosen one marked. Arrow keys move between
 * them (the browser's radio group); a form focuses `[name=…]` when the reason has a message,
 * which is a shared schema's, shown in the page's language.
 */
export function ReasonField({
  name,
  legend,
  reasons,
  value,
  onChange,
  error,
  disabled = false,
}: {
  name: string;
  legend: string;
  reasons: readonly ReportReason[];
  value: string;
  onChange: (reason: ReportReason) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const words = useReportWords();
  const sharedText = useSharedText();
  const errorId = useId();
  return (
    <fieldset disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        {legend}
        <span aria-hidden="true" className="ms-0.5 text-red-600 dark:text-red-400">
          *
        </span>
      </legend>
      <div className="grid gap-2">
        {reasons.map((reason) => (
          <label
            key={reason}
            className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800 has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600 dark:border-slate-700 dark:text-slate-200 dark:has-[:checked]:border-teal-500 dark:has-[:checked]:bg-teal-950"
          >
            <input
              type="radio"
              name={name}
              value={reason}
              checked={value === reason}
              onChange={() => onChange(reason)}
              aria-invalid={error ? true : undefined}
              className="h-4 w-4 shrink-0 accent-teal-700 dark:accent-teal-400"
            />
            {words.reason(reason)}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-600 dark:text-red-400">
          {sharedText(error)}
        </p>
      ) : null}
    </fieldset>
  );
}
