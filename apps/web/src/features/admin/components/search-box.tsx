import { Search } from 'lucide-react';
import { useId } from 'react';
import { Input } from '../../../components/ui/input';

/**
 * A search input with a magnifier icon and a screen-reader-only `label`; `className` is the
 * wrapper's (its width in a toolbar). `onSearch` gets the raw text.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  className = 'relative',
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (text: string) => void;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-2.5 h-5 w-5 text-slate-400"
      />
      <Input
        id={id}
        type="search"
        className="ps-10"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onSearch(event.target.value)}
      />
    </div>
  );
}
