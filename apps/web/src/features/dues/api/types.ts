import type { Collections } from '@hostelhub/shared';

/**
 * The shapes of the dues API (issue 45; the contract of items 1 to 5), as the web reads them:
 * the shared response schemas' types, so the web and the API cannot drift. Money is whole
 * rupees; months are `YYYY-MM`; dates `YYYY-MM-DD` Pakistan dates.
 */
export type {
  Due,
  DueCharge,
  DueDetail,
  MyReceipt,
  Payment,
  PaymentResult,
  Receipt,
} from '@hostelhub/shared';

/** One month of a hostel's collections (issue 45 item 5); `occupancy` a fraction 0..1. */
export type CollectionsMonth = Collections['months'][number];
