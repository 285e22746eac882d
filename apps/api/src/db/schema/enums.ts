import {
  BED_TYPES,
  CONTACT_CATEGORIES,
  CONTACT_STATUSES,
  GENDER_CATEGORIES,
  HOSTEL_STATUSES,
  LOCATION_TYPES,
  OWNER_APPROVAL_STATUSES,
  ROLES,
  TOWN_STATUSES,
} from '@hostelhub/shared';
import { pgEnum } from 'drizzle-orm/pg-core';

/** Postgres enums, from the shared vocabularies so the database and the schemas agree. */
export const roleEnum = pgEnum('role', ROLES);
export const genderEnum = pgEnum('gender', GENDER_CATEGORIES);
export const hostelStatusEnum = pgEnum('hostel_status', HOSTEL_STATUSES);
export const ownerApprovalStatusEnum = pgEnum('owner_approval_status', OWNER_APPROVAL_STATUSES);
export const locationTypeEnum = pgEnum('location_type', LOCATION_TYPES);
export const bedTypeEnum = pgEnum('bed_type', BED_TYPES);
export const contactStatusEnum = pgEnum('contact_status', CONTACT_STATUSES);
export const contactCategoryEnum = pgEnum('contact_category', CONTACT_CATEGORIES);
export const townStatusEnum = pgEnum('town_status', TOWN_STATUSES);
export const emailTokenPurposeEnum = pgEnum('email_token_purpose', [
  'verify_email',
  'reset_password',
]);
