import { Plus, X } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

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
        Extra features
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={draft}
          placeholder="e.g. Geyser (press Enter to add)"
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} aria-label="Add feature">
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add
        </Button>
      </div>
      {features.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Extra features">
          {features.map((feature) => (
            <li
              key={feature}
              className="inline-flex items-center gap-1 rounded-full bg-teal-50 py-1 pr-1 pl-3 text-xs font-medium text-teal-800 dark:bg-teal-950 dark:text-teal-200"
            >
              {feature}
              <button
                type="button"
                aria-label={`Remove ${feature}`}
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
