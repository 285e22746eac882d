import { RegisterHome } from '../../../features/register/components/register-home';

/** /register (issue 44): the hostels whose register the user works. */
export default function RegisterHomeRoute() {
  return <RegisterHome />;
}
