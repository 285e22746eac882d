import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { useT } from '../../../lib/i18n';
import { roomsText } from '../i18n';

/**
 * Custom features (part 2 section 2 'Standalone form'): Enter or Add adds the typed feature
 * when it is not empty and not already listed; each chip can be removed.
 */
export function FeatureEditor({
  features,
  onChange,
  idPrefix,
}: {
  features: string[];
  onChange: (features: string[]) => void;
  idPrefix: string;
}) {
  const t = useT(roomsText);
  const [draft, setDraft] = useState('');
  const add = () => {
    const feature = draft.trim();
    if (feature && !features.some((existing) => existing.toLowerCase() === feature.toLowerCase())) {
      onChange([...features, feature]);
    }
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  const inputId = `${idPrefix}-feature`;
  return (
    <div className="space-y-2">
      <label
        htmlFor={inputId}
        className="block text-sm font-medium text-slate-800 dark:text-slate-200"
      >
        {t('feature.label')}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          placeholder={t('feature.placeholder')}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} aria-label={t('feature.addLabel')}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('feature.add')}
        </Button>
      </div>
      {features.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('feature.label')}>
          {features.map((feature) => (
            <li
              key={feature}
              className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 ps-3 pe-1 text-xs font-medium text-teal-800 dark:bg-teal-950 dark:text-teal-200"
            >
              {feature}
              <button
                type="button"
                aria-label={t('feature.remove', { feature })}
                className="rounded-full p-0.5 hover:bg-teal-100 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:hover:bg-teal-900"
                onClick={() => onChange(features.filter((existing) => existing !== feature))}
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
