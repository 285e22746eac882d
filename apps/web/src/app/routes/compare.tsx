import { ComparePage } from '../../features/compare/components/compare-page';

/** /compare?ids=a,b,c (issue 29): up to three hostels side by side, for guests too. */
export default function CompareRoute() {
  return <ComparePage />;
}
