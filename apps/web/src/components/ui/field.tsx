import type { ReactNode } from 'react';
import { useSharedText } from '../../lib/i18n';

/** Props a Field hands to its control so the label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

export interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  children: (props: FieldControlProps) => ReactNode;
}

/** A control's visible label (`htmlFor` its id), bold above it. */
export function FieldLabel({ htmlFor, children }: { htmlFor: string; children: ReactNode }) {
  return (
    <label
      htmlFor={htmlFor}
      className="block text-sm font-medium text-slate-800 dark:text-slate-200"
    >
      {children}
    </label>
  );
}

/** The small grey line under a control (its `id` goes in the control's aria-describedby). */
export function FieldHint({ id, children }: { id: string | undefined; children: ReactNode }) {
  return (
    <p id={id} className="text-xs text-slate-500 dark:text-slate-400">
      {children}
    </p>
  );
}

/** A labelled form control with an optional hint and an inline error under it. */
export function Field({ id, label, error, hint, required, children }: FieldProps) {
  // Schema messages are English; on an Urdu page they show in Urdu (issue 24).
  const sharedText = useSharedText();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ms-0.5 text-red-600 dark:text-red-400">
            *
          </span>
        ) : null}
      </FieldLabel>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
      {error ? (
        <p id={errorId} className="text-sm text-red-600 dark:text-red-400">
          {sharedText(error)}
        </p>
      ) : null}
    </div>
  );
}
