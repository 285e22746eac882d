import { MergeAreaSchema, RenameAreaSchema, type PendingArea } from '@hostelhub/shared';
import { useId, useMemo } from 'react';
import { z } from 'zod';
import { SelectField, TextField } from '../../../components/form/schema-fields';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Skeleton } from '../../../components/ui/skeleton';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { usePlaceName } from '../../../lib/place-names';
import { useTowns } from '../../../lib/reference-data/get-towns';
import { useMergeArea } from '../api/merge-area';
import { useRenameArea } from '../api/rename-area';
import { adminText } from '../i18n';

/**
 * The merge form: nothing chosen reads as a request to choose (`chooseText`), then the API's
 * own check.
 */
function mergeFormSchema(chooseText: string) {
  return z.object({
    into_town_id: z.string().min(1, { error: chooseText }).pipe(MergeAreaSchema.shape.into_town_id),
  });
}

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
  const t = useT(adminText);
  const rename = useRenameArea();
  const idPrefix = useId().replaceAll(':', '');
  const formId = `${idPrefix}-form`;
  const form = useSchemaForm(RenameAreaSchema, { name: area.name });

  const save = form.handleSubmit(({ name }) =>
    rename.mutate(
      { id: area.id, name },
      {
        onSuccess: (town) =>
          onDone(t('rename.done', { name: area.name, newName: town.name, city: area.city })),
      },
    ),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('areas.renameNamed', { name: area.name })}
      description={t('rename.description', { city: area.city })}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={rename.isPending}>
            {t('rename.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={rename.isPending}>
            {t('rename.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="space-y-3" noValidate onSubmit={save}>
        <TextField
          form={form}
          name="name"
          label={t('rename.areaName')}
          idPrefix={idPrefix}
          required
        />
        {rename.isError ? (
          <Alert tone="error">{errorText(rename.error, t('rename.failed'))}</Alert>
        ) : null}
      </form>
    </Dialog>
  );
}

/** Merge into: a confirmed area of the same city; the pending one's hostels move to it. */
export function MergeAreaDialog({ area, onClose, onDone }: ReviewDialogProps) {
  const t = useT(adminText);
  const chooseText = t('merge.chooseArea');
  const schema = useMemo(() => mergeFormSchema(chooseText), [chooseText]);
  const merge = useMergeArea();
  const towns = useTowns(area.city_id);
  const placeName = usePlaceName();
  const idPrefix = useId().replaceAll(':', '');
  const formId = `${idPrefix}-form`;
  const form = useSchemaForm(schema, { into_town_id: '' });
  const options = (towns.data ?? [])
    .filter((town) => town.status === 'confirmed' && town.id !== area.id)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((town) => ({ value: town.id, label: placeName(town) }));

  const save = form.handleSubmit(({ into_town_id }) =>
    merge.mutate(
      { id: area.id, into_town_id },
      {
        onSuccess: (result) =>
          onDone(
            t('merge.done', {
              name: area.name,
              into: result.into.name,
              city: area.city,
              count: result.hostels_moved,
            }),
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
      title={t('merge.title', { name: area.name })}
      description={t('merge.description', {
        city: area.city,
        count: area.hostels.length,
        name: area.name,
      })}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={merge.isPending}>
            {t('rename.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={merge.isPending || options.length === 0}>
            {t('merge.submit')}
          </Button>
        </>
      }
    >
      <form id={formId} className="space-y-3" noValidate onSubmit={save}>
        {towns.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : towns.isError ? (
          <Alert tone="error">{errorText(towns.error, t('merge.townsFailed'))}</Alert>
        ) : options.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('merge.noConfirmedArea', { city: area.city })}
          </p>
        ) : (
          <SelectField
            form={form}
            name="into_town_id"
            label={t('merge.label')}
            idPrefix={idPrefix}
            required
            options={options}
            placeholder={t('merge.placeholder', { city: area.city })}
          />
        )}
        {merge.isError ? (
          <Alert tone="error">{errorText(merge.error, t('merge.failed'))}</Alert>
        ) : null}
      </form>
    </Dialog>
  );
}
