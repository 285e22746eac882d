import { IMAGE_DESCRIPTION_MAX, IMAGE_TITLE_MAX } from '@hostelhub/shared';
import { Input, Textarea } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { imagesText } from '../i18n';

/**
 * A photo's title and description inputs (ids `${idPrefix}-title` / `-description`), limited
 * to the shared `IMAGE_TITLE_MAX` / `IMAGE_DESCRIPTION_MAX`; `isMultiline` makes the
 * description a textarea (the edit dialog). Renders the two fields only: the caller lays them out.
 */
export function ImageTextFields({
  idPrefix,
  title,
  onTitleChange,
  description,
  onDescriptionChange,
  descriptionLabel,
  isMultiline = false,
}: {
  idPrefix: string;
  title: string;
  onTitleChange: (title: string) => void;
  description: string;
  onDescriptionChange: (description: string) => void;
  descriptionLabel: string;
  isMultiline?: boolean;
}) {
  const t = useT(imagesText);
  const DescriptionControl = isMultiline ? Textarea : Input;
  return (
    <>
      <div className="space-y-1.5">
        <label htmlFor={`${idPrefix}-title`} className="block text-sm font-medium">
          {t('field.title')}
        </label>
        <Input
          id={`${idPrefix}-title`}
          value={title}
          maxLength={IMAGE_TITLE_MAX}
          onChange={(event) => onTitleChange(event.target.value)}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${idPrefix}-description`} className="block text-sm font-medium">
          {descriptionLabel}
        </label>
        <DescriptionControl
          id={`${idPrefix}-description`}
          value={description}
          maxLength={IMAGE_DESCRIPTION_MAX}
          {...(isMultiline ? { className: 'min-h-20' } : {})}
          onChange={(event) => onDescriptionChange(event.target.value)}
        />
      </div>
    </>
  );
}

/** The 'primary image' checkbox (id `${idPrefix}-primary`) with its `label`. */
export function PrimaryImageCheckbox({
  idPrefix,
  label,
  isChecked,
  onCheckedChange,
  disabled,
}: {
  idPrefix: string;
  label: string;
  isChecked: boolean;
  onCheckedChange: (isChecked: boolean) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={`${idPrefix}-primary`}
        type="checkbox"
        className="h-4 w-4 rounded border-slate-300"
        checked={isChecked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
      />
      <label htmlFor={`${idPrefix}-primary`} className="text-sm">
        {label}
      </label>
    </div>
  );
}
