import type { Town } from '@hostelhub/shared';
import { useState } from 'react';
import { useCityLookup, useTownLookup, useUniversityLookup } from '../../api/location-lookups';
import { AddArea } from './add-area';
import { Chooser, type Choice } from './chooser';

/** The university search of By University; a university brings its city along. */
export function UniversityChooser({
  id,
  selected,
  onSelect,
}: {
  id: string;
  selected: Choice | null;
  onSelect: (
    university: { id: string; name: string; city_id: string | null; city: string | null } | null,
  ) => void;
}) {
  const [search, setSearch] = useState('');
  const query = useUniversityLookup(search.trim());
  return (
    <Chooser
      id={id}
      label="University"
      noun="universities"
      selected={selected}
      onSelect={onSelect}
      search={search}
      onSearch={setSearch}
      results={query.data}
      isLoading={query.isFetching}
      isError={query.isError}
      describe={(university) => university.city}
    />
  );
}

/** The city search. */
export function CityChooser({
  id,
  selected,
  onSelect,
}: {
  id: string;
  selected: Choice | null;
  onSelect: (city: Choice | null) => void;
}) {
  const [search, setSearch] = useState('');
  const query = useCityLookup(search.trim());
  return (
    <Chooser
      id={id}
      label="City"
      noun="cities"
      selected={selected}
      onSelect={onSelect}
      search={search}
      onSearch={setSearch}
      results={query.data}
      isLoading={query.isFetching}
      isError={query.isError}
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
  const [search, setSearch] = useState('');
  const query = useTownLookup(cityId, search.trim());
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
      search={search}
      onSearch={setSearch}
      results={results}
      isLoading={query.isFetching}
      isError={query.isError}
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
