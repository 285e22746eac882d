import { toLocalMobile } from '@hostelhub/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { toHostelInput, type HostelFormFields } from '../utils/hostel-form-values';

/**
 * One hostel form (part 2 section 2), shared by the single-page form, wizard step 1 and the
 * mess dialog: `useSchemaForm` over the flat values of `hostel-form-values.ts`, checked with
 * `schema` (HostelFormSchema, WizardHostelDetailsSchema or MessFormSchema) through
 * `toHostelInput`, plus whether the mess details were confirmed (shown, never sent).
 */
export function useHostelForm<S extends z.ZodType>(schema: S, start: HostelFormFields) {
  // Issue 22 item 9: unsaved changes are told by the schema's input. The contact phone is
  // filled in by itself (the primary verified number, or the stored one in +92 form): a new
  // form's does not count, and an edited one counts by its number, not its spelling.
  const [dirtyOf] = useState(() => (values: HostelFormFields) => {
    const input = toHostelInput(values);
    const phone = input.contact_phone;
    const local = start.contact_phone ? (toLocalMobile(phone) ?? phone) : '';
    return { ...input, contact_phone: local };
  });
  const form = useSchemaForm(schema, start, { toInput: toHostelInput, dirtyOf });
  const [isMessConfirmed, setIsMessConfirmed] = useState(false);
  return { form, isMessConfirmed, setIsMessConfirmed };
}

/** What `useHostelForm` returns: the form and the mess section's confirmation. */
export type HostelFormState = ReturnType<typeof useHostelForm>;
