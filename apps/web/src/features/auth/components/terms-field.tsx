import { fieldId, type FieldsOf } from '../../../components/form/schema-fields';
import type { FormValues, SchemaForm } from '../../../hooks/use-schema-form';
import { useSharedText, useT } from '../../../lib/i18n';
import { authText } from '../i18n';
import { withLinks } from '../utils/with-links';

/** The sign-up terms checkbox, with links to the Terms of Service and Privacy Policy. */
export function TermsField<V extends FormValues>({
  form,
  name,
  disabled,
}: {
  form: SchemaForm<V, unknown>;
  name: FieldsOf<V, boolean>;
  disabled?: boolean;
}) {
  const t = useT(authText);
  const sharedText = useSharedText();
  const error = form.errors[name];
  const id = fieldId(undefined, name);
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-teal-700"
          checked={form.values[name] === true}
          onChange={(event) => form.setValue(name, event.target.checked as V[typeof name])}
          aria-invalid={Boolean(error)}
          {...(error ? { 'aria-describedby': `${id}-error` } : {})}
          disabled={disabled}
        />
        <label htmlFor={id} className="text-sm text-slate-700 dark:text-slate-300">
          {withLinks((values) => t('terms.agree', values), {
            terms: (
              <a
                href="/terms"
                target="_blank"
                rel="noreferrer"
                className="text-teal-700 underline dark:text-teal-400"
              >
                {t('layout.terms')}
              </a>
            ),
            privacy: (
              <a
                href="/privacy"
                target="_blank"
                rel="noreferrer"
                className="text-teal-700 underline dark:text-teal-400"
              >
                {t('layout.privacy')}
              </a>
            ),
          })}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-600 dark:text-red-400">
          {sharedText(error)}
        </p>
      ) : null}
    </div>
  );
}
