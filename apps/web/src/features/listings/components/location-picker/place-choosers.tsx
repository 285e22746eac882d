import type { Town } from '@hostelhub/shared';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getCityLookupQueryOptions,
  getTownLookupQueryOptions,
  getUniversityLookupQueryOptions,
  useTownLookup,
} from '../../api/location-lookups';
import { useT } from '../../../../lib/i18n';
import { listingsText } from '../../i18n';
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
    university:
      (Choice & { name_ur: string | null; city_id: string | null; city: string | null }) | null,
  ) => void;
}) {
  const t = useT(listingsText);
  return (
    <LookupChooser
      {...props}
      label={t('label.university')}
      texts={{
        search: t('chooser.universities.search'),
        loading: t('chooser.universities.loading'),
        failed: t('chooser.universities.failed'),
        none: (search) => t('chooser.universities.none', { search }),
      }}
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
  const t = useT(listingsText);
  return (
    <LookupChooser
      {...props}
      label={t('label.city')}
      texts={{
        search: t('chooser.cities.search'),
        loading: t('chooser.cities.loading'),
        failed: t('chooser.cities.failed'),
        none: (search) => t('chooser.cities.none', { search }),
      }}
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
  const t = useT(listingsText);
  const isPending = (choice: Choice) =>
    [...added, ...(query.data ?? []), ...(chosen.data ?? [])].some(
      (town) => town.id === choice.id && town.status === 'pending',
    );
  const results = cityId ? query.data : undefined;
  return (
    <Chooser
      id={id}
      label={t('label.townArea')}
      texts={{
        search: t('chooser.towns.search'),
        loading: t('chooser.towns.loading'),
        failed: t('chooser.towns.failed'),
        none: (text) => t('chooser.towns.none', { search: text }),
      }}
      selected={selected}
      onSelect={onSelect}
      {...chooserProps}
      results={results}
      disabled={cityId === null}
      disabledHint={t('chooser.cityFirst')}
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
