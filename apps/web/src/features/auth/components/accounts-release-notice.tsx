import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../config/paths';
import { authLinkClasses } from './auth-layout';

/** The one honest sentence on account pages until accounts open. */
export function AccountsReleaseNotice({ children }: { children?: string }) {
  return (
    <Alert tone="info">
      {children ?? 'Hostelhub accounts open with our next release.'} Until then you can{' '}
      <Link to={paths.hostels.list.getHref()} className={authLinkClasses}>
        browse every listed hostel
      </Link>{' '}
      without an account.
    </Alert>
  );
}
