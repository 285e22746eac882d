import type { HostelDetail } from '@hostelhub/shared';
import { useQuery } from '@tanstack/react-query';
import { getCitiesQueryOptions } from '../../../lib/reference-data/get-cities';
import { getTownsQueryOptions } from '../../../lib/reference-data/get-towns';
import { getUniversitiesQueryOptions } from '../../../lib/reference-data/get-universities';
import { proposedPlaceIds, type ProposedPlaceNames } from '../utils/hostel-review';

/**
 * The names of the places an owner's waiting change moves the hostel to (issue 26): the change
 * carries ids only, so the form looks them up in the reference lists before it starts from
 * the proposed location. `isReady` once every needed list has answered (or failed: a name not
 * found stays empty, its id is kept).
 */
export function useProposedPlaceNames(hostel: HostelDetail | undefined): {
  isReady: boolean;
  names: ProposedPlaceNames;
} {
  const ids = hostel
    ? proposedPlaceIds(hostel)
    : { cityId: null, townId: null, universityId: null };
  const proposedCity = hostel?.pending_change?.proposed.city_id;
  const townCityId =
    (typeof proposedCity === 'string' ? proposedCity : null) ?? hostel?.cities?.id ?? undefined;
  const cities = useQuery({ ...getCitiesQueryOptions(), enabled: ids.cityId !== null });
  const towns = useQuery({
    ...getTownsQueryOptions(townCityId),
    enabled: ids.townId !== null && townCityId !== undefined,
  });
  const universities = useQuery({
    ...getUniversitiesQueryOptions(),
    enabled: ids.universityId !== null,
  });
  const settled = (needed: boolean, query: { isPending: boolean; isError: boolean }) =>
    !needed || !query.isPending || query.isError;
  const find = <T extends { id: string; name: string; name_ur: string | null }>(
    list: T[] | undefined,
    id: string | null,
  ) => {
    const found = id ? list?.find((item) => item.id === id) : undefined;
    return found ? { name: found.name, name_ur: found.name_ur } : null;
  };
  return {
    isReady:
      settled(ids.cityId !== null, cities) &&
      settled(ids.townId !== null && townCityId !== undefined, towns) &&
      settled(ids.universityId !== null, universities),
    names: {
      city: find(cities.data, ids.cityId),
      town: find(towns.data, ids.townId),
      university: find(universities.data, ids.universityId),
    },
  };
}
