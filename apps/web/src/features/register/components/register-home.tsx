import { Navigate } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useRegisterHostels } from '../api/get-register-hostels';
import { registerText } from '../i18n';
import { RegisterGate } from './register-gate';

/**
 * /register (issue 44 item 7): the hostels whose register the user works, as owner or staff;
 * with one, straight to it; with none, an empty state saying how staff are added.
 */
export function RegisterHome() {
  const t = useT(registerText);
  const hostels = useRegisterHostels();
  const only = hostels.data?.length === 1 ? hostels.data[0] : undefined;
  if (only) return <Navigate to={paths.register.hostel.getHref(only.id)} replace />;
  return (
    <ContentLayout title={t('page.heading')} description={t('page.description')}>
      <RegisterGate hostels={hostels} />
    </ContentLayout>
  );
}
