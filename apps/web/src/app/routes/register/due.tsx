import { useParams, useSearchParams } from 'react-router';
import { DuePage } from '../../../features/dues/components/due-page';

/** /register/dues/{dueId}?hostel= (issue 45): one due's charges and payments. */
export default function RegisterDueRoute() {
  const { dueId = '' } = useParams();
  const [search] = useSearchParams();
  return <DuePage key={dueId} dueId={dueId} hostelId={search.get('hostel')} />;
}
