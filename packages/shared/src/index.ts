/** @hostelhub/shared: the rules, vocabularies and schemas both apps import. */
export * from './errors.ts';
export * from './constants/hostels.ts';
export * from './constants/limits.ts';
export * from './constants/messages.ts';
export * from './domain/price-range.ts';
export * from './domain/format-rupees.ts';
export * from './domain/hostel-tags.ts';
export * from './domain/initials.ts';
export * from './domain/hostel-filters.ts';
export * from './schemas/common.ts';
export * from './schemas/reference.ts';
export * from './schemas/hostels.ts';
export * from './schemas/discovery.ts';
export * from './schemas/auth.ts';
export * from './schemas/google.ts';
