import { MoveResidentSchema, type Resident } from '@hostelhub/shared';
import { toast } from 'sonner';
import { FormDialog } from '../../../components/form/form-dialog';
import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { useSchemaForm } from '../../../hooks/use-schema-form';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useBeds } from '../api/get-beds';
import { useMoveResident } from '../api/move-resident';
import { registerText } from '../i18n';
import { roomName } from './bed-map';

/** "Move" (issue 44 item 2): the resident to a free bed of any room of the hostel. */
export function MoveResidentDialog({
  resident,
  onClose,
}: {
  resident: Resident;
  onClose: () => void;
}) {
  const t = useT(registerText);
  const beds = useBeds(resident.hostel_id);
  const move = useMoveResident();
  const form = useSchemaForm(MoveResidentSchema, { bed_id: '' });
  const rooms = (beds.data ?? [])
    .map((room) => ({ room, free: room.beds.filter((bed) => bed.state === 'free') }))
    .filter(({ free }) => free.length > 0);
  const submit = form.handleSubmit((input) => {
    move.mutate(
      { residentId: resident.id, ...input },
      {
        onSuccess: () => {
          toast.success(t('move.done', { name: resident.full_name }));
          onClose();
        },
        onError: (error) => {
          if (error instanceof ApiError) form.setServerErrors(error.details);
        },
      },
    );
  });
  const title = t('move.title', { name: resident.full_name });
  return (
    <FormDialog
      title={title}
      formLabel={title}
      isDirty={form.isDirty}
      isPending={move.isPending}
      onClose={onClose}
      onSubmit={submit}
      error={move.isError ? errorText(move.error, t('move.failed')) : null}
      submitLabel={t('move.submit')}
      pendingLabel={t('form.saving')}
    >
      <Field
        id="move-resident-bed_id"
        label={t('move.bed')}
        error={form.errors.bed_id ? t('move.chooseBed') : undefined}
        hint={beds.data && rooms.length === 0 ? t('move.noFreeBed') : t('move.hint')}
        required
      >
        {(props) => (
          <Select
            {...props}
            name="bed_id"
            disabled={move.isPending || !beds.data}
            value={form.values.bed_id}
            onChange={(event) => form.setValue('bed_id', event.target.value)}
          >
            <option value="">{beds.data ? t('move.chooseBed') : t('beds.loading')}</option>
            {rooms.map(({ room, free }) => (
              <optgroup key={room.room_id} label={roomName(room)}>
                {free.map((bed) => (
                  <option key={bed.id} value={bed.id}>
                    {t('move.bedOption', { room: roomName(room), label: bed.label })}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        )}
      </Field>
    </FormDialog>
  );
}
