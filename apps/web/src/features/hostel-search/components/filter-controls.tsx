import clsx from 'clsx';
import type { ReactNode } from 'react';
import { FieldHint, FieldLabel } from '../../../components/ui/field';
import { Select } from '../../../components/ui/input';

/** Small form controls of the filter panel (no domain knowledge). */

export interface RadioOption {
  value: string;
  label: string;
}

/** A row of radio buttons in a fieldset, drawn as a segmented control. */
export function RadioGroupField({
  name,
  legend,
  options,
  value,
  onChange,
  disabled,
  describedBy,
}: {
  name: string;
  legend: string;
  options: readonly RadioOption[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  describedBy?: string | undefined;
}) {
  return (
    <fieldset disabled={disabled} aria-describedby={describedBy} className="space-y-1.5">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700">
        {options.map((option) => (
          <label
            key={option.value}
            className={clsx(
              'flex flex-1 cursor-pointer items-center justify-center rounded-md px-2 py-1.5 text-sm transition-colors',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-teal-600',
              'has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
              value === option.value
                ? 'bg-teal-700 font-medium text-white dark:bg-teal-500 dark:text-slate-950'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A labelled select with a first "any" option. */
export function SelectField({
  id,
  label,
  value,
  onChange,
  anyLabel,
  options,
  disabled,
  hint,
  describedBy,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  anyLabel: string;
  options: readonly RadioOption[];
  disabled?: boolean;
  hint?: string | undefined;
  describedBy?: string | undefined;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const described = [hintId, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={described}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {hint ? <FieldHint id={hintId}>{hint}</FieldHint> : null}
    </div>
  );
}

/** An on/off switch with its label (role switch, Space or Enter toggles it). */
export function SwitchField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <label htmlFor={id} className="text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={clsx(
          'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
          'focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 focus-visible:outline-none',
          checked ? 'bg-teal-700 dark:bg-teal-500' : 'bg-slate-300 dark:bg-slate-700',
        )}
      >
        <span
          aria-hidden="true"
          className={clsx(
            'inline-block h-5 w-5 rounded-full bg-white shadow transition-transform',
            // In Urdu the knob starts on the right and moves left.
            checked ? 'translate-x-5 rtl:-translate-x-5' : 'translate-x-0.5 rtl:-translate-x-0.5',
          )}
        />
      </button>
    </div>
  );
}

/** A fieldset of checkboxes; `selected` holds the checked values. */
export function CheckboxGroupField({
  legend,
  hint,
  options,
  selected,
  onChange,
  emptyText,
}: {
  legend: string;
  hint?: ReactNode;
  options: readonly RadioOption[] | undefined;
  selected: readonly string[];
  onChange: (values: string[]) => void;
  emptyText: string;
}) {
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      {hint ? <p className="text-xs text-slate-500 dark:text-slate-400">{hint}</p> : null}
      {options === undefined ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{emptyText}</p>
      ) : (
        <div className="grid grid-cols-2 gap-x-3 gap-y-1.5">
          {options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 text-sm text-slate-700 dark:text-slate-300"
            >
              <input
                type="checkbox"
                checked={selected.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                className="h-4 w-4 rounded border-slate-300 accent-teal-700 dark:border-slate-600"
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}
