import { useEffect, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { useFilterSchemas } from '../hooks/use-filter-schemas';
import type { FilterSchemas } from '../utils/filter-schemas';

/** How long typing in a price must pause before the list follows. */
export const PRICE_DEBOUNCE_MS = 500;

interface Draft {
  min: string;
  max: string;
}

type Parsed =
  | { ok: true; value: number | undefined }
  | { ok: false; error: string }
  /** Typed before the schema that checks it had loaded: nothing changes yet. */
  | { ok: false; error: undefined };

function parseRupees(text: string, schemas: FilterSchemas | undefined): Parsed {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, value: undefined };
  if (!schemas) return { ok: false, error: undefined };
  const result = schemas.RupeesSchema.safeParse(trimmed);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: `Price ${result.error.issues[0]?.message ?? 'is not valid'}` };
}

function toText(value: number | undefined): string {
  return value === undefined ? '' : String(value);
}

export interface PriceFilterProps {
  min: number | undefined;
  max: number | undefined;
  /** Called with both bounds once typing pauses and they are valid. */
  onChange: (range: { price_min: number | undefined; price_max: number | undefined }) => void;
}

/** Monthly rent bounds in rupees; a hostel matches when its price range overlaps them. */
export function PriceFilter({ min, max, onChange }: PriceFilterProps) {
  const current: Draft = { min: toText(min), max: toText(max) };
  const currentKey = `${current.min}-${current.max}`;
  const [draft, setDraft] = useState<Draft>(current);
  const [seenKey, setSeenKey] = useState(currentKey);
  if (currentKey !== seenKey) {
    // The URL changed (Back, Clear all, or this box's own change coming back): show it.
    setSeenKey(currentKey);
    setDraft(current);
  }

  // The rupees rule comes with the filter schemas, loaded as the box first shows (not before
  // the browse screen's first paint); a URL with a price has loaded them already.
  const { schemas, error: loadError } = useFilterSchemas(true);
  const loadFailed = loadError !== undefined;

  const parsedMin = parseRupees(draft.min, schemas);
  const parsedMax = parseRupees(draft.max, schemas);
  const errorOf = (parsed: Parsed) =>
    parsed.ok ? undefined : (parsed.error ?? (loadFailed ? NETWORK_ERROR_MESSAGE : undefined));
  const minError = errorOf(parsedMin);
  let maxError = errorOf(parsedMax);
  if (
    parsedMin.ok &&
    parsedMax.ok &&
    parsedMin.value !== undefined &&
    parsedMax.value !== undefined &&
    parsedMin.value > parsedMax.value
  ) {
    maxError = 'Maximum price must be at least the minimum price';
  }

  // Each bound follows on its own when valid; a bound in error keeps the value in force.
  const nextMin = parsedMin.ok ? parsedMin.value : min;
  const nextMax = parsedMax.ok && !maxError ? parsedMax.value : max;
  const isValid = nextMin === undefined || nextMax === undefined || nextMin <= nextMax;
  const isChanged = nextMin !== min || nextMax !== max;

  useEffect(() => {
    if (!isValid || !isChanged) return;
    const timer = setTimeout(
      () => onChange({ price_min: nextMin, price_max: nextMax }),
      PRICE_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  }, [isValid, isChanged, nextMin, nextMax, onChange]);

  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">
        Price per month (Rs)
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <PriceInput
          bound="min"
          label="Min price"
          placeholder="0"
          error={minError}
          value={draft.min}
          onChange={(value) => setDraft({ ...draft, min: value })}
        />
        <PriceInput
          bound="max"
          label="Max price"
          placeholder="Any"
          error={maxError}
          value={draft.max}
          onChange={(value) => setDraft({ ...draft, max: value })}
        />
      </div>
    </fieldset>
  );
}

interface PriceInputProps {
  bound: 'min' | 'max';
  label: string;
  placeholder: string;
  error: string | undefined;
  /** The typed text, rupees not yet checked. */
  value: string;
  onChange: (value: string) => void;
}

/** One bound of the price filter: a whole number of rupees in steps of 500. */
function PriceInput({ bound, label, placeholder, error, value, onChange }: PriceInputProps) {
  return (
    <Field id={`price-${bound}`} label={label} error={error}>
      {(props) => (
        <Input
          {...props}
          type="number"
          inputMode="numeric"
          min={0}
          step={500}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
