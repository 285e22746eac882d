import { Building2, CircleCheck, Clock, XCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';

const STATUS_TILES: { label: string; icon: LucideIcon }[] = [
  { label: 'Total', icon: Building2 },
  { label: 'Pending', icon: Clock },
  { label: 'Approved', icon: CircleCheck },
  { label: 'Rejected', icon: XCircle },
];

/** /owner, "My Hostels" (part 2 section 2): an owner's listings and their approval state. */
export function OwnerDashboard({ notice }: { notice?: ReactNode }) {
  return (
    <ContentLayout
      title="My Hostels"
      description="Your listings, their approval status and their rooms."
      actions={
        <Link to={paths.owner.profile.getHref()} className={buttonVariants({ variant: 'outline' })}>
          Owner profile
        </Link>
      }
    >
      {notice}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {STATUS_TILES.map(({ label, icon: Icon }) => (
          <li key={label}>
            <Card>
              <CardBody className="flex items-center gap-3 p-4 sm:p-4">
                <Icon aria-hidden="true" className="h-6 w-6 text-teal-700 dark:text-teal-400" />
                <span className="text-sm font-medium text-slate-700 dark:text-slate-300">
                  {label}
                </span>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
      <EmptyState icon={Building2} title="No Hostels Yet">
        Adding and managing listings opens in a later release. Each hostel you add is reviewed by
        our team before students can see it.
      </EmptyState>
    </ContentLayout>
  );
}
