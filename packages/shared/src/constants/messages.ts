/** User-facing texts the spec gives word for word, shared by the API and the web app. */
export const MESSAGES = {
  hostelsLoadFailed: 'Failed to load hostels',
  hostelNotFound: 'Hostel not found',
  /** A non-admin asked a hostel list or the map for pending or rejected hostels. */
  hostelStatusAdminOnly: 'Only administrators can list hostels that are not approved',
  universityNotFound: 'University not found',
  /** No city has or had the slug asked for (issue 25). */
  cityNotFound: 'City not found',
  contactForPrice: 'Contact for price',
  notFound: 'Not found',
  internalError: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The service is temporarily unavailable. Please try again shortly.',
  /** A query ran past the statement timeout and was stopped (issue 30). */
  databaseTimeout: 'The request took too long and was stopped. Please try again in a moment.',
  /** GET /metrics without the METRICS_TOKEN bearer token (issue 30). */
  metricsTokenRequired: 'A valid metrics token is required.',
  validationFallback: 'Validation error occurred',
  /** The database refused a value the request's schema let through (out of range, NUL, ...). */
  valueNotStorable:
    'A value in the request is out of range or cannot be stored. Please check it and try again.',
  /** Not in the spec: refusals of the account, notification and analytics endpoints. */
  invalidId: 'must be a valid id',
  profileLoadFailed: 'Failed to fetch user profile',
  notificationNotFound: 'Notification not found',
  passwordToConfirm: 'Please enter your password',
  analyticsPathForm: 'path must be a page path without query or fragment',
  analyticsPathUnknown: 'path must be a page of the app',
} as const;
