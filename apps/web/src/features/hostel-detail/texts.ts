/**
 * User-facing texts of the hostel detail, word for word from spec part 1 section 8 ('Contact
 * and login prompts', 'Browse and map').
 */
export const HOSTEL_DETAIL_TEXTS = {
  onlyStudentsCanContact: 'Only students can contact hostels',
  loginToContact: 'Please login to contact the hostel',
  loginTitle: 'Log in',
  goToLogin: 'Go to Login',
  locationUnavailable: 'Location data not available for this hostel',
  geolocationUnsupported: 'Geolocation is not supported by this browser',
  mapLoadFailed: 'Failed to load map',
  openChatFailed: 'Failed to open chat. Please try again.',
} as const;
