import { ContentLayout } from '../../../components/layouts/content-layout';
import { HostelBrowser } from '../../../features/hostel-search/components/hostel-browser';

/** /hostels and /student: the Find Hostels screen. */
export default function HostelsRoute() {
  return (
    <ContentLayout
      title="Find Hostels"
      description="Verified hostels across Pakistan. Compare prices, facilities and mess plans."
    >
      <HostelBrowser />
    </ContentLayout>
  );
}
