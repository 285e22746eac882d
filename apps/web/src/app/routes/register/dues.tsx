import { useParams, useSearchParams } from 'react-router';
import { DuesPage } from '../../../features/dues/components/dues-page';
import { isMonth, thisMonth } from '../../../features/dues/utils/months';

/**
 * /register/{hostelId}/dues?month=YYYY-MM (issue 45 item 5): a hostel's dues of a month (this
 * Pakistan month unless the address says), the month kept in the address so a link keeps it.
 */
export default function RegisterDuesRoute() {
  const { hostelId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('month');
  const month = isMonth(asked) ? asked : thisMonth();
  return (
    <DuesPage
      key={hostelId}
      hostelId={hostelId}
      month={month}
      onMonth={(next) =>
        setSearch(
          (current) => {
            const params = new URLSearchParams(current);
            params.set('month', next);
            return params;
          },
          { replace: true },
        )
      }
    />
  );
}
