import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { hostelDetailText } from '../i18n';

/** The detail's shape while the hostel loads. */
export function HostelDetailSkeleton() {
  const t = useT(hostelDetailText);
  return (
    <div role="status" aria-label={t('dialog.loading')} className="space-y-6">
      <Skeleton className="h-9 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <div className="flex gap-2">
        <Skeleton className="h-8 w-24" />
        <Skeleton className="h-8 w-28" />
        <Skeleton className="h-8 w-8" />
      </div>
      <Skeleton className="aspect-[16/9] w-full rounded-xl" />
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Skeleton className="col-span-2 h-20 sm:col-span-1" />
        <Skeleton className="h-20" />
        <Skeleton className="h-20" />
      </div>
      <Skeleton className="h-24" />
    </div>
  );
}
