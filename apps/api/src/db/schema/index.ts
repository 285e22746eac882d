/** Every table of the database, one file per domain. */
export * from './enums.ts';
export * from './users.ts';
export * from './locations.ts';
export * from './hostels.ts';
export * from './rooms.ts';
export * from './engagement.ts';
export * from './reviews.ts';
export * from './reports.ts';
export * from './hostel-changes.ts';
export * from './bookings.ts';
export * from './messaging.ts';
export * from './phones.ts';
export * from './admin.ts';
export * from './two-factor.ts';
export * from './operations.ts';
export * from './idempotency.ts';
