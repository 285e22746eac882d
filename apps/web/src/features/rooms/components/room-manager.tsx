import { ArrowLeft, BedDouble } from 'lucide-react';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { paths } from '../../../config/paths';

/** /owner/rooms/:hostelId: the rooms of one of the owner's hostels (part 2 section 2). */
export function RoomManager() {
  return (
    <ContentLayout
      title="Manage Rooms"
      description="Rooms, prices, occupancy and photos of this hostel."
      actions={
        <Link
          to={paths.owner.dashboard.getHref()}
          className={buttonVariants({ variant: 'outline' })}
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Dashboard
        </Link>
      }
    >
      <EmptyState icon={BedDouble} title="No Rooms Yet">
        Room management for this hostel opens with owner accounts in our next release.
      </EmptyState>
    </ContentLayout>
  );
}
