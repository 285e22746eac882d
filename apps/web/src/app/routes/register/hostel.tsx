import { useParams } from 'react-router';
import { RegisterPage } from '../../../features/register/components/register-page';

/** /register/{hostelId} (issue 44): one hostel's bed map, residents and staff. */
export default function RegisterHostelRoute() {
  const { hostelId = '' } = useParams();
  return <RegisterPage key={hostelId} hostelId={hostelId} />;
}
