import { Field } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { bookingsText } from '../i18n';
import { FILTER_KEYS } from '../utils/labels';

/** A section's status filter: All, or one of `statuses`. */
export function StatusFilter<Status extends keyof typeof FILTER_KEYS>({
  id,
  label,
  statuses,
  value,
  onChange,
}: {
  id: string;
  label: string;
  statuses: readonly Status[];
  value: Status | undefined;
  onChange: (status: Status | undefined) => void;
}) {
  const t = useT(bookingsText);
  return (
    <div className="w-full sm:w-56">
      <Field id={id} label={label}>
        {(props) => (
          <Select
            {...props}
            value={value ?? ''}
            onChange={(event) => {
              const next = statuses.find((status) => status === event.target.value);
              onChange(next);
            }}
          >
            <option value="">{t(FILTER_KEYS.all)}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(FILTER_KEYS[status])}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
