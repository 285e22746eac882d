import { ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { Select } from '../../../components/ui/input';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { duesText } from '../i18n';
import { CollectionsPanel } from './collections-panel';

export interface DashboardCollectionsProps {
  /** The owner's approved hostels (the ones with a register), in the dashboard's order. */
  hostels: { id: string; name: string }[];
}

/**
 * The owner dashboard's collections (issue 45 item 5): one hostel's last twelve months as
 * charts with their table for screen readers, the hostel chosen from the owner's approved ones
 * (the first at first), and a link to its Dues screen. Staff, who have no dashboard, see the
 * same panel on the Dues screen.
 */
export function DashboardCollections({ hostels }: DashboardCollectionsProps) {
  const t = useT(duesText);
  const [chosenId, setChosenId] = useState(hostels[0]?.id);
  const hostel = hostels.find((item) => item.id === chosenId) ?? hostels[0];
  if (!hostel) return null;
  return (
    <CollectionsPanel
      hostelId={hostel.id}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {hostels.length > 1 ? (
            <label className="flex items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
              <span>{t('collections.hostel')}</span>
              <Select
                className="w-auto min-w-48"
                value={hostel.id}
                onChange={(event) => setChosenId(event.target.value)}
              >
                {hostels.map((item) => (
                  <option key={item.id} value={item.id}>
                    {item.name}
                  </option>
                ))}
              </Select>
            </label>
          ) : (
            <span className="text-sm text-slate-700 dark:text-slate-300">{hostel.name}</span>
          )}
          <Link
            to={paths.register.dues.getHref(hostel.id)}
            className={buttonVariants({ variant: 'outline', size: 'sm' })}
          >
            <ReceiptText aria-hidden="true" className="h-4 w-4" />
            {t('collections.openDues')}
          </Link>
        </div>
      }
    />
  );
}
