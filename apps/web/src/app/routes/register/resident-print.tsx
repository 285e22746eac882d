import { useParams } from 'react-router';
import { ResidentSheetPage } from '../../../features/register/components/resident-sheet-page';

/** /register/residents/{residentId}/print (issue 44 item 6): the registration sheet. */
export default function RegisterResidentPrintRoute() {
  const { residentId = '' } = useParams();
  return <ResidentSheetPage key={residentId} residentId={residentId} />;
}
