import { useParams } from 'react-router';
import { ResidentsPrintPage } from '../../../features/register/components/residents-print-page';

/** /register/{hostelId}/print (issue 44 item 6): the printable list of residents. */
export default function RegisterHostelPrintRoute() {
  const { hostelId = '' } = useParams();
  return <ResidentsPrintPage key={hostelId} hostelId={hostelId} />;
}
