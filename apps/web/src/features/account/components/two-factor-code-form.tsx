import { isAuthenticatorCode, TOTP_DIGITS, TWO_FACTOR_MESSAGES } from '@hostelhub/shared';
import { useId } from 'react';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { useT } from '../../../lib/i18n';
import { accountText } from '../i18n';

/** A typed authenticator code: TOTP_DIGITS digits once spaces are taken out ('123 456'). */
const CodeFormSchema = z.object({
  code: z
    .string()
    .transform((typed) => typed.replace(/\s/g, ''))
    .refine(isAuthenticatorCode, { error: TWO_FACTOR_MESSAGES.codeRequired }),
});

/** The digits and one space between the halves, as apps show them ('123 456'). */
const CODE_MAX_LENGTH = TOTP_DIGITS + 1;

/**
 * A 6-digit authenticator code with its own submit button, used by enrolment and new recovery
 * codes: a code that is not 6 digits is refused under the field and nothing is sent; `error`
 * (the server's refusal) shows in the same place. `onSubmit` gets the code without spaces.
 */
export function TwoFactorCodeForm({
  label,
  submitLabel,
  isPending,
  error,
  onSubmit,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  isPending: boolean;
  error: string | null;
  onSubmit: (code: string) => void;
  onCancel: () => void;
}) {
  const t = useT(accountText);
  const form = useSchemaForm(CodeFormSchema, { code: '' });
  const id = useId();
  const submit = form.handleSubmit(({ code }) => {
    if (!isPending) onSubmit(code);
  });
  const shown = form.errors.code ?? error;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      {/* A Field of its own: the server's refusal shares the field's message line. */}
      <Field id={`${id}-code`} label={label} required {...(shown ? { error: shown } : {})}>
        {(props) => (
          <Input
            {...props}
            name="code"
            value={form.values.code}
            onChange={(event) => form.setValue('code', event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="123456"
            maxLength={CODE_MAX_LENGTH}
            className="max-w-40"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isPending}>
          {submitLabel}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={isPending}>
          {t('dialog.cancel')}
        </Button>
      </div>
    </form>
  );
}
