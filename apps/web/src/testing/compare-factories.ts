import { CompareHostelSchema, type CompareHostel } from '@hostelhub/shared';
import { buildHostelSummary, fixture } from './factories';
import { buildHostelImage, buildMessInfo, buildRoom } from './hostel-detail-factories';

/** A hostel as GET /api/enhanced-hostels/compare returns it (issue 29). */
export function buildCompareHostel(overrides: Partial<CompareHostel> = {}): CompareHostel {
  const summary = buildHostelSummary();
  return fixture('compare hostel', CompareHostelSchema, {
    ...summary,
    hostel_images: [buildHostelImage({ is_primary: true })],
    rooms: [buildRoom({ hostel_id: summary.id })],
    mess_info: buildMessInfo({ hostel_id: summary.id }),
    ...overrides,
  });
}
