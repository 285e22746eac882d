import { MAX_PRICE_RUPEES } from '@hostelhub/shared';
import { useEffect, useState } from 'react';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { useSharedText, useT } from '../../../lib/i18n';
import { useFilterSchemas } from '../hooks/use-filter-schemas';
import { hostelSearchText, type HostelSearchKey } from '../i18n';
import type { FilterSchemas } from '../utils/filter-schemas';

/** How long typing in a price must pause before the list follows. */
export const PRICE_DEBOUNCE_MS = 500;

interface Draft {
  min: string;
  max: string;
}

type Parsed =
  | { ok: true; value: number | undefined }
  /** `error`: the rupees rule's English message ('must not be negative'), or '' for none. */
  | { ok: false; error: string }
  /** Typed before the schema that checks it had loaded: nothing changes yet. */
  | { ok: false; error: undefined };

function parseRupees(text: string, schemas: FilterSchemas | undefined): Parsed {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, value: undefined };
  if (!schemas) return { ok: false, error: undefined };
  const result = schemas.RupeesSchema.safeParse(trimmed);
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, error: result.error.issues[0]?.message ?? '' };
}

/** The rupees rule's messages (packages/shared RupeesSchema), each with its own sentence. */
const RUPEES_ERRORS: Record<string, HostelSearchKey> = {
  'must be a number of rupees': 'price.error.number',
  'must be a whole number of rupees': 'price.error.whole',
  'must not be negative': 'price.error.negative',
  [`must be at most ${MAX_PRICE_RUPEES}`]: 'price.error.tooHigh',
};

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
  const t = useT(hostelSearchText);
  const sharedText = useSharedText();
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
  /** 'Price must not be negative' in the page's language. */
  const ruleError = (message: string) => {
    if (!message) return t('price.error.invalid');
    const key = RUPEES_ERRORS[message];
    if (key) return t(key, { max: MAX_PRICE_RUPEES });
    return t('price.error.other', { message: sharedText(message) });
  };
  const errorOf = (parsed: Parsed) => {
    if (parsed.ok) return undefined;
    if (parsed.error !== undefined) return ruleError(parsed.error);
    return loadFailed ? t('price.rulesFailed') : undefined;
  };
  const minError = errorOf(parsedMin);
  let maxError = errorOf(parsedMax);
  if (
    parsedMin.ok &&
    parsedMax.ok &&
    parsedMin.value !== undefined &&
    parsedMax.value !== undefined &&
    parsedMin.value > parsedMax.value
  ) {
    maxError = t('price.minAboveMax');
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
        {t('price.legend')}
      </legend>
      <div className="grid grid-cols-2 gap-3">
        <PriceInput
          bound="min"
          label={t('price.min')}
          placeholder="0"
          error={minError}
          value={draft.min}
          onChange={(value) => setDraft({ ...draft, min: value })}
        />
        <PriceInput
          bound="max"
          label={t('price.max')}
          placeholder={t('filters.any')}
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
