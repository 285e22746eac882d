import type { Town } from '@hostelhub/shared';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getCityLookupQueryOptions,
  getTownLookupQueryOptions,
  getUniversityLookupQueryOptions,
  useTownLookup,
} from '../../api/location-lookups';
import { AddArea } from './add-area';
import { Chooser, type Choice, type ChooserProps } from './chooser';

/** A lookup's query options for the trimmed search text. */
type LookupOptions<T, K extends QueryKey> = (search: string) => UseQueryOptions<T[], Error, T[], K>;

/**
 * A chooser's search text and its lookup (`lookup(search.trim())`); `chooserProps` are the
 * search, matches and loading/error state a Chooser takes.
 */
function useLookupSearch<T, K extends QueryKey>(lookup: LookupOptions<T, K>) {
  const [search, setSearch] = useState('');
  const query = useQuery(lookup(search.trim()));
  const chooserProps = {
    search,
    onSearch: setSearch,
    results: query.data,
    isLoading: query.isFetching,
    isError: query.isError,
  };
  return { search, setSearch, query, chooserProps };
}

type SearchedProps = 'search' | 'onSearch' | 'results' | 'isLoading' | 'isError';

/** A Chooser that searches with its own `lookup`. */
function LookupChooser<T extends Choice, K extends QueryKey>({
  lookup,
  ...props
}: Omit<ChooserProps<T>, SearchedProps> & { lookup: LookupOptions<T, K> }) {
  const { chooserProps } = useLookupSearch(lookup);
  return <Chooser {...props} {...chooserProps} />;
}

/** The university search of By University; a university brings its city along. */
export function UniversityChooser(props: {
  id: string;
  selected: Choice | null;
  onSelect: (
    university: { id: string; name: string; city_id: string | null; city: string | null } | null,
  ) => void;
}) {
  return (
    <LookupChooser
      {...props}
      label="University"
      noun="universities"
      lookup={getUniversityLookupQueryOptions}
      describe={(university) => university.city}
    />
  );
}

/** The city search. */
export function CityChooser(props: {
  id: string;
  selected: Choice | null;
  onSelect: (city: Choice | null) => void;
}) {
  return (
    <LookupChooser
      {...props}
      label="City"
      noun="cities"
      lookup={getCityLookupQueryOptions}
      describe={(city) => ('province' in city ? String(city.province) : null)}
    />
  );
}

/**
 * The town/area search, once a city is chosen; areas still pending review are marked, and an
 * owner may add an unlisted one (AddArea).
 */
export function TownChooser({
  id,
  cityId,
  selected,
  onSelect,
}: {
  id: string;
  cityId: string | null;
  selected: Choice | null;
  onSelect: (town: Choice | null) => void;
}) {
  const { search, setSearch, query, chooserProps } = useLookupSearch((text) =>
    getTownLookupQueryOptions(cityId, text),
  );
  // The chosen area's own lookup, so a pending one keeps its marker (an edited hostel's too).
  const chosen = useTownLookup(selected ? cityId : null, selected?.name ?? '');
  const [added, setAdded] = useState<Town[]>([]);
  const isPending = (choice: Choice) =>
    [...added, ...(query.data ?? []), ...(chosen.data ?? [])].some(
      (town) => town.id === choice.id && town.status === 'pending',
    );
  const results = cityId ? query.data : undefined;
  return (
    <Chooser
      id={id}
      label="Town/Area"
      noun="towns or areas"
      selected={selected}
      onSelect={onSelect}
      {...chooserProps}
      results={results}
      disabled={cityId === null}
      disabledHint="Choose a city first"
      isPending={isPending}
      footer={
        cityId && results ? (
          <AddArea
            cityId={cityId}
            text={search}
            matches={results}
            onAdded={(town) => {
              setAdded((list) => [...list, town]);
              onSelect(town);
              setSearch('');
            }}
          />
        ) : null
      }
    />
  );
}
