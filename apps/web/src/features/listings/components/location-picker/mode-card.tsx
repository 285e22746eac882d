import type { Building2 } from 'lucide-react';

/** One of the two ways to locate a hostel, as a radio card (By City/Town, By University). */
export function ModeCard({
  icon: Icon,
  title,
  description,
  isSelected,
  onSelect,
}: {
  icon: typeof Building2;
  title: string;
  description: string;
  isSelected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      role="radio"
      aria-checked={isSelected}
      onClick={onSelect}
      className={
        isSelected
          ? 'flex items-start gap-3 rounded-lg border-2 border-teal-600 bg-teal-50 p-4 text-start focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:bg-teal-950'
          : 'flex items-start gap-3 rounded-lg border-2 border-slate-200 p-4 text-start hover:border-slate-300 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:border-slate-700'
      }
    >
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 text-teal-700 dark:text-teal-400" />
      <span>
        <span className="block font-medium">{title}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{description}</span>
      </span>
    </button>
  );
}
