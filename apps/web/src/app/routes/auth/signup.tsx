import { AccountTypeChooser } from '../../../features/auth/components/account-type-chooser';
import { PlatformStatsFigures } from '../../../features/platform-stats/components/platform-stats';

export default function SignupRoute() {
  return <AccountTypeChooser figures={<PlatformStatsFigures compact />} />;
}
