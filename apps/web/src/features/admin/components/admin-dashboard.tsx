import { Building2, CircleCheck, Clock, Inbox, Users, type LucideIcon } from 'lucide-react';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Card, CardBody } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';

const PANELS: { label: string; icon: LucideIcon }[] = [
  { label: 'Total Users', icon: Users },
  { label: 'Total Hostels', icon: Building2 },
  { label: 'Pending Approval', icon: Clock },
  { label: 'Approved Hostels', icon: CircleCheck },
];

/** /admin (part 2 section 2): moderation of hostels, owners, users and contact messages. */
export function AdminDashboard() {
  return (
    <ContentLayout
      title="Admin Dashboard"
      description="Moderate hostels and owners, manage users and answer contact messages."
    >
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {PANELS.map(({ label, icon: Icon }) => (
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
      <EmptyState icon={Inbox} title="Moderation tools">
        Hostel approval, owner approval, user management and the contact inbox open with
        administrator accounts in our next release.
      </EmptyState>
    </ContentLayout>
  );
}
