import { useParams } from 'react-router';
import { ResidentPage } from '../../../features/register/components/resident-page';

/** /register/residents/{residentId} (issue 44): a resident's record and history. */
export default function RegisterResidentRoute() {
  const { residentId = '' } = useParams();
  return <ResidentPage key={residentId} residentId={residentId} />;
}
