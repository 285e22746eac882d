import type { RegisterHostel } from '@hostelhub/shared';
import { useNavigate } from 'react-router';
import { Select } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { registerText } from '../i18n';

/** Which hostel's register to show, when the user works several (issue 44 item 7). */
export function HostelSwitcher({
  hostels,
  currentId,
}: {
  hostels: RegisterHostel[];
  currentId: string;
}) {
  const t = useT(registerText);
  const navigate = useNavigate();
  if (hostels.length < 2) return null;
  return (
    <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
      <span>{t('page.switch')}</span>
      <Select
        className="w-auto min-w-48"
        value={currentId}
        onChange={(event) => void navigate(paths.register.hostel.getHref(event.target.value))}
      >
        {hostels.map((hostel) => (
          <option key={hostel.id} value={hostel.id}>
            {hostel.hostel_name}
          </option>
        ))}
      </Select>
    </label>
  );
}
