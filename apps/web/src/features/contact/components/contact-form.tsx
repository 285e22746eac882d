import { CONTACT_MESSAGES, type ContactCategory } from '@hostelhub/shared';
import { Send } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { SelectField, TextareaField, TextField } from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useLeaveGuard } from '../../../components/discard-guard';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorText } from '../../../lib/error-text';
import { useSharedText, useT } from '../../../lib/i18n';
import { useSubmitContactMessage } from '../api/submit-contact-message';
import { contactText } from '../i18n';
import {
  contactFormSchema,
  EMPTY_CONTACT_FORM,
  PUBLIC_CONTACT_CATEGORIES,
  typedMessage,
} from '../utils/contact-form-schema';

/** The success notice clears after 5 seconds (part 2 section 9). */
export const CONTACT_SUCCESS_RESET_MS = 5_000;
/** The categories in the page's language; the value sent stays the English one. */
const CATEGORY_KEYS = {
  'General Query': 'category.generalQuery',
  'Bug Report': 'category.bugReport',
  'Report User': 'category.reportUser',
} as const satisfies Record<ContactCategory, string>;

/**
 * The public contact form (part 2 section 2 'Contact', section 5): name, email, category,
 * subject and message checked with the shared ContactSubmitSchema as each field changes; the
 * server's reply shows above it and clears after 5 s.
 */
export function ContactForm() {
  const t = useT(contactText);
  const shared = useSharedText();
  const categoryOptions = useMemo(
    () =>
      PUBLIC_CONTACT_CATEGORIES.map((category) => ({
        value: category,
        label: t(CATEGORY_KEYS[category]),
      })),
    [t],
  );
  // Rules are checked on change (part 2 section 5): a field shows its message once edited.
  const form = useSchemaForm(contactFormSchema, EMPTY_CONTACT_FORM, {
    validateOn: 'change',
    // The shared schema is strict (issue 41 item 9): the honeypot is checked apart.
    toInput: typedMessage,
    dirtyOf: typedMessage,
  });
  const mutation = useSubmitContactMessage();
  const { reset: resetMutation } = mutation;
  // Issue 22 item 9: leaving the page with a message typed asks "Discard changes?" first.
  const leaveGuard = useLeaveGuard(form.isDirty && !mutation.isPending);

  useEffect(() => {
    if (!mutation.isSuccess) return;
    const timer = window.setTimeout(resetMutation, CONTACT_SUCCESS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [mutation.isSuccess, resetMutation]);

  const submit = form.handleSubmit((input) => {
    // A honeypot: hidden from people, filled by bots; the server drops what carries it.
    const { website } = form.values;
    mutation.mutate(website ? { ...input, website } : input, {
      onSuccess: () => form.reset(EMPTY_CONTACT_FORM),
    });
  });

  const isBusy = mutation.isPending;
  const field = { form, idPrefix: 'contact', disabled: isBusy } as const;

  return (
    <form
      noValidate
      onSubmit={(event) => {
        if (mutation.isPending) event.preventDefault();
        else submit(event);
      }}
      className="space-y-5"
      aria-label={t('form.label')}
    >
      {leaveGuard}
      {mutation.isSuccess ? (
        <Alert tone="success" title={t('form.sent')} headingLevel={3}>
          {mutation.data.message}
        </Alert>
      ) : null}
      {mutation.isError ? (
        <Alert tone="error" title={shared(CONTACT_MESSAGES.failedHeading)} headingLevel={3}>
          {errorText(mutation.error, shared(CONTACT_MESSAGES.failedFallback))}
        </Alert>
      ) : null}

      <div aria-hidden="true" className="hidden">
        <label>
          {t('form.website')}
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.values.website}
            onChange={(event) => form.setValue('website', event.target.value)}
          />
        </label>
      </div>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField {...field} name="name" label={t('form.name')} autoComplete="name" required />
        <TextField
          {...field}
          name="email"
          label={t('form.email')}
          type="email"
          autoComplete="email"
          required
        />
      </div>
      <SelectField
        {...field}
        name="category"
        label={t('form.category')}
        placeholder={t('form.categoryPlaceholder')}
        options={categoryOptions}
        required
      />
      <TextField {...field} name="subject" label={t('form.subject')} required />
      <TextareaField {...field} name="message" label={t('form.message')} rows={6} required />
      <Button type="submit" size="lg" disabled={isBusy} className="w-full sm:w-auto">
        {isBusy ? <Spinner className="h-4 w-4" /> : <Send aria-hidden="true" className="h-4 w-4" />}
        {isBusy ? shared(CONTACT_MESSAGES.sending) : t('form.send')}
      </Button>
    </form>
  );
}
