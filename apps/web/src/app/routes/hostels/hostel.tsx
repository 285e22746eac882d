import { useParams } from 'react-router';
import { HostelDetailView } from '../../../features/hostel-detail/components/hostel-detail-view';

/** /hostels/:id: one hostel's page (product decision 12). */
export default function HostelRoute() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <HostelDetailView key={id} hostelId={id} />
    </div>
  );
}
