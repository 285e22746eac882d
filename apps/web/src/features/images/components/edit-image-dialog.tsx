import { IMAGE_DESCRIPTION_MAX, IMAGE_TITLE_MAX, type ImageRecord } from '@hostelhub/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Input, Textarea } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useDiscardGuard } from '../../../components/discard-guard';
import type { EditImagePatch } from '../hooks/use-room-image-actions';

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
      title="Edit Image"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={cancel} disabled={isSaving}>
            Cancel
          </Button>
          <Button
            disabled={isSaving}
            onClick={() =>
              onSave({
                image_title: title,
                image_description: description,
                ...(isPrimary && !image.is_primary ? { is_primary: true as const } : {}),
              })
            }
          >
            {isSaving ? <Spinner className="h-4 w-4" /> : null}
            Save Changes
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <div className="space-y-1.5">
          <label htmlFor={`${id}-title`} className="block text-sm font-medium">
            Title
          </label>
          <Input
            id={`${id}-title`}
            value={title}
            maxLength={IMAGE_TITLE_MAX}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-description`} className="block text-sm font-medium">
            Description
          </label>
          <Textarea
            id={`${id}-description`}
            value={description}
            maxLength={IMAGE_DESCRIPTION_MAX}
            className="min-h-20"
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>
        <div className="flex items-center gap-2">
          <input
            id={`${id}-primary`}
            type="checkbox"
            className="h-4 w-4 rounded border-slate-300"
            checked={isPrimary}
            disabled={image.is_primary}
            onChange={(event) => setIsPrimary(event.target.checked)}
          />
          <label htmlFor={`${id}-primary`} className="text-sm">
            Primary image
          </label>
        </div>
      </div>
      {discard.dialog}
    </Dialog>
  );
}
