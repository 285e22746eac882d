import type { ImageRecord } from '@hostelhub/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PendingButton } from '../../../components/ui/pending-button';
import { useDiscardGuard } from '../../../components/discard-guard';
import { useT } from '../../../lib/i18n';
import { imagesText } from '../i18n';
import type { EditImagePatch } from '../hooks/use-room-image-actions';
import { ImageTextFields, PrimaryImageCheckbox } from './image-details-fields';

/**
 * 'Edit Image' (part 2 section 2 'Room image manager'): title, description and 'Primary
 * image' (locked on the primary photo); Save Changes sends `is_primary` only when newly
 * ticked. Closing with a change asks "Discard changes?" first (issue 22 item 9).
 */
export function EditImageDialog({
  image,
  isSaving,
  onCancel,
  onSave,
}: {
  image: ImageRecord;
  isSaving: boolean;
  onCancel: () => void;
  onSave: (patch: EditImagePatch) => void;
}) {
  const t = useT(imagesText);
  const id = useId().replaceAll(':', '');
  const [title, setTitle] = useState(image.image_title ?? '');
  const [description, setDescription] = useState(image.image_description ?? '');
  const [isPrimary, setIsPrimary] = useState(image.is_primary);
  // Issue 22 item 9: closing with a changed title, description or primary asks first.
  const discard = useDiscardGuard(
    title !== (image.image_title ?? '') ||
      description !== (image.image_description ?? '') ||
      isPrimary !== image.is_primary,
  );
  const cancel = () => discard.request(onCancel);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={t('edit.title')}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={cancel} disabled={isSaving}>
            {t('action.cancel')}
          </Button>
          <PendingButton
            isPending={isSaving}
            disabled={isSaving}
            onClick={() =>
              onSave({
                image_title: title,
                image_description: description,
                ...(isPrimary && !image.is_primary ? { is_primary: true as const } : {}),
              })
            }
          >
            {t('action.saveChanges')}
          </PendingButton>
        </>
      }
    >
      <div className="space-y-3">
        <ImageTextFields
          idPrefix={id}
          title={title}
          onTitleChange={setTitle}
          description={description}
          onDescriptionChange={setDescription}
          descriptionLabel={t('field.description')}
          isMultiline
        />
        <PrimaryImageCheckbox
          idPrefix={id}
          label={t('field.primary')}
          isChecked={isPrimary}
          onCheckedChange={setIsPrimary}
          disabled={image.is_primary}
        />
      </div>
      {discard.dialog}
    </Dialog>
  );
}
