/** User-facing texts the spec gives word for word, shared by the API and the web app. */
export const MESSAGES = {
  hostelsLoadFailed: 'Failed to load hostels',
  hostelNotFound: 'Hostel not found',
  contactForPrice: 'Contact for price',
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  validationFallback: 'Validation error occurred',
} as const;
