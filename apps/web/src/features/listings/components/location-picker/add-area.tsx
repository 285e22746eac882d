import { AREA_MESSAGES, AreaNameSchema, type Town } from '@hostelhub/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '../../../../lib/auth';
import { useSharedText, useT } from '../../../../lib/i18n';
import { listingsText } from '../../i18n';
import { useCreateArea } from '../../api/create-area';

/**
 * 'Add “<text>” as a new area' (issue 22 item 17; docs/decisions/015): for an owner whose typed
 * area matches no listed one of the city. The area is created pending review and chosen at
 * once; an area of that name the owner may already use is chosen instead. A button, so Tab
 * reaches it and Enter or Space adds.
 */
export function AddArea({
  cityId,
  text,
  matches,
  onAdded,
}: {
  cityId: string;
  text: string;
  matches: readonly Town[];
  onAdded: (town: Town) => void;
}) {
  const { user } = useAuth();
  const createArea = useCreateArea();
  const [error, setError] = useState<string | null>(null);
  const t = useT(listingsText);
  const shared = useSharedText();
  const name = text.trim().replace(/\s+/gu, ' ');
  const lower = name.toLowerCase();
  // A listed area typed by its Urdu name is listed too (issue 24).
  const isListed = matches.some((town) =>
    [town.name, town.name_ur].some((known) => known?.toLowerCase() === lower),
  );
  if (user?.role !== 'owner' || name.length < 2 || isListed) return null;

  const add = () => {
    const parsed = AreaNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? AREA_MESSAGES.nameCharacters);
      return;
    }
    setError(null);
    createArea.mutate(
      { city_id: cityId, name: parsed.data },
      {
        onSuccess: onAdded,
        onError: (failure) => setError(failure.message),
      },
    );
  };

  return (
    <div className="space-y-1.5">
      <button
        type="button"
        onClick={add}
        disabled={createArea.isPending}
        className="flex w-full items-center gap-2 rounded-md border border-dashed border-teal-600 px-3 py-2 text-start text-sm font-medium text-teal-800 hover:bg-teal-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none disabled:opacity-60 dark:border-teal-500 dark:text-teal-300 dark:hover:bg-teal-950"
      >
        <Plus aria-hidden="true" className="h-4 w-4 shrink-0" />
        <span className="min-w-0 wrap-anywhere">
          {createArea.isPending ? t('area.adding', { name }) : t('area.add', { name })}
        </span>
      </button>
      <p className="text-xs text-slate-500 dark:text-slate-400">{t('area.note')}</p>
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {shared(error)}
        </p>
      ) : null}
    </div>
  );
}
