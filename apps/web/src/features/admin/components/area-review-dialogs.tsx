import { MergeAreaSchema, RenameAreaSchema, type PendingArea } from '@hostelhub/shared';
import { useId } from 'react';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorText } from '../../../lib/error-text';
import { useTowns } from '../../../lib/reference-data/get-towns';
import { useMergeArea } from '../api/merge-area';
import { useRenameArea } from '../api/rename-area';
import { hostelCount } from '../utils/labels';

/** When a review or the city's areas fail without the server's text. */
const RENAME_FAILED = 'Failed to rename the area';
const MERGE_FAILED = 'Failed to merge the area';
const TOWNS_FAILED = 'The areas of this city could not be loaded.';

/** The merge form: nothing chosen reads as a request to choose, then the API's own check. */
const MergeFormSchema = z.object({
  into_town_id: z
    .string()
    .min(1, { error: 'Choose the area to merge into' })
    .pipe(MergeAreaSchema.shape.into_town_id),
});

/** What both review dialogs take: the pending area, Cancel, and what to do once saved. */
export interface ReviewDialogProps {
  area: PendingArea;
  onClose: () => void;
  /** Called with the success text once the review is saved. */
  onDone: (text: string) => void;
}

/**
 * Rename: the corrected name, checked with the API's RenameAreaSchema (its length limits
 * included); saving confirms the area. The server's refusal (a name the city already has)
 * stays in the dialog.
 */
export function RenameAreaDialog({ area, onClose, onDone }: ReviewDialogProps) {
  const rename = useRenameArea();
  const idPrefix = useId().replaceAll(':', '');
  const formId = `${idPrefix}-form`;
  const form = useSchemaForm(RenameAreaSchema, { name: area.name });

  const save = form.handleSubmit(({ name }) =>
    rename.mutate(
      { id: area.id, name },
      {
        onSuccess: (town) =>
          onDone(`${area.name} was renamed ${town.name} (${area.city}) and confirmed.`),
      },
    ),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Rename ${area.name}`}
      description={`${area.city}. The area is confirmed under its new name.`}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={rename.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={rename.isPending}>
            Rename and Confirm
          </Button>
        </>
      }
    >
      <form id={formId} className="space-y-3" noValidate onSubmit={save}>
        <TextField form={form} name="name" label="Area name" idPrefix={idPrefix} required />
        {rename.isError ? (
          <Alert tone="error">{errorText(rename.error, RENAME_FAILED)}</Alert>
        ) : null}
      </form>
    </Dialog>
  );
}

/** Merge into: a confirmed area of the same city; the pending one's hostels move to it. */
export function MergeAreaDialog({ area, onClose, onDone }: ReviewDialogProps) {
  const merge = useMergeArea();
  const towns = useTowns(area.city_id);
  const idPrefix = useId().replaceAll(':', '');
  const formId = `${idPrefix}-form`;
  const form = useSchemaForm(MergeFormSchema, { into_town_id: '' });
  const options = (towns.data ?? [])
    .filter((town) => town.status === 'confirmed' && town.id !== area.id)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((town) => ({ value: town.id, label: town.name }));

  const save = form.handleSubmit(({ into_town_id }) =>
    merge.mutate(
      { id: area.id, into_town_id },
      {
        onSuccess: (result) =>
          onDone(
            `${area.name} was merged into ${result.into.name} (${area.city}); ${hostelCount(result.hostels_moved)} moved.`,
          ),
      },
    ),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Merge ${area.name}`}
      description={`Into a confirmed area of ${area.city}. ${
        area.hostels.length === 0
          ? 'No hostel is in it.'
          : `Its ${hostelCount(area.hostels.length)} ${area.hostels.length === 1 ? 'moves' : 'move'} there.`
      } ${area.name} is then removed.`}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={merge.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={merge.isPending || options.length === 0}>
            Merge
          </Button>
        </>
      }
    >
      <form id={formId} className="space-y-3" noValidate onSubmit={save}>
        {towns.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : towns.isError ? (
          <Alert tone="error">{errorText(towns.error, TOWNS_FAILED)}</Alert>
        ) : options.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {area.city} has no confirmed area yet: confirm or rename this one instead.
          </p>
        ) : (
          <SelectField
            form={form}
            name="into_town_id"
            label="Merge into"
            idPrefix={idPrefix}
            required
            options={options}
            placeholder={`Choose an area of ${area.city}`}
          />
        )}
        {merge.isError ? <Alert tone="error">{errorText(merge.error, MERGE_FAILED)}</Alert> : null}
      </form>
    </Dialog>
  );
}
