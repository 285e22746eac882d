import { MAX_PRICE_RUPEES, MAX_ROOM_FEATURES, MAX_WIZARD_ROOMS } from './limits.ts';

/**
 * Owner listing texts the spec gives word for word (part 2 sections 5 and 8), shared by the
 * API and the web app. Texts the spec does not give are ours and say what to fix.
 */
export const LISTING_MESSAGES = {
  // Hostel schema (part 2 section 5).
  nameRequired: 'Hostel name is required',
  descriptionShort: 'Description must be at least 10 characters',
  addressRequired: 'Address is required',
  priceRangeRequired: 'Price range is required',
  priceRangeFormat: 'Price range must be in format "min - max" (e.g., "5000 - 15000")',
  priceRangeFormatShort: 'Price range must be in format "min - max"',
  priceRangeOrder: 'The lower price must not be above the higher price',
  contactPhoneRequired: 'Contact phone is required',
  cityRequiredForCityType: 'City is required when location type is City/Town',
  universityRequired: 'University is required when location type is University',
  cityRequired: 'City is required for all hostels',
  townRequired: 'Town/Area is required for all hostels',
  messPriceRequired: 'Monthly price is required when mess facility is available',
  selectLocation: 'Please select a location using the location picker above.',
  wizardSelectCityTown: 'Please select both city and town from the location picker.',
  wizardLocationIncomplete: 'Location data is incomplete. Please go back and select city and town.',
  wizardConfirmCoordinates:
    'Please select a location on the map and click "Confirm Location & Save Coordinates" to save the coordinates.',
  noLocationToConfirm: 'No location selected to confirm.',
  invalidCoordinates: 'Invalid location coordinates provided',
  locationNotAvailable: 'Location not available',
  unknownFacility: 'Unknown facility',
  unknownLocation: 'The selected city, town or university does not exist',
  townNotInCity: 'The selected town is not in the selected city',
  /** Schema refusals the spec leaves open (issue 24 gave them keys, the English is unchanged). */
  locationTypeInvalid: 'Location type must be city or university',
  genderCategoryInvalid: 'Gender category must be male or female',
  facilitiesNotList: 'Facilities must be a list of names',
  facilitiesTooMany: 'Choose at most 40 facilities',
  pricesTooHigh: `Prices must be at most ${MAX_PRICE_RUPEES} rupees`,
  wizardTooManyRooms: `A hostel may be created with at most ${MAX_WIZARD_ROOMS} rooms`,
  messPriceNotNumber: 'Monthly price must be a number of rupees',
  messPriceNotWhole: 'Monthly price must be a whole number of rupees',
  messPriceNegative: 'Monthly price must not be negative',
  messPriceTooHigh: `Monthly price must be at most ${MAX_PRICE_RUPEES}`,
  /** A malformed or reused Idempotency-Key header of a hostel create (issue 22 item 1). */
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 200 letters, digits, "-" or "_"',
  idempotencyKeyReused:
    'This Idempotency-Key was already used with different details. Start a new form to create another hostel.',

  // Rooms (part 2 section 5).
  roomTypeAndPriceRequired: 'Room type and monthly price are required',
  wizardRoomRequired: 'Room title and monthly price are required',
  pricePerMonthRange: 'Price per month must be a whole number of rupees, 0 or more',
  pricePerDayRange: 'Price per day must be a whole number of rupees, 0 or more',
  maxOccupancyRange: 'Max occupancy must be from 1 to 6',
  currentOccupancyRange: 'Current occupancy must be 0 or more',
  currentOccupancyAboveMax: 'Current occupancy cannot be more than max occupancy',
  floorRange: 'Floor must be from Ground (0) to 10',
  roomSaveFailed: 'Failed to save room',
  roomDeleteFailed: 'Failed to delete room',
  roomsLoadFailed: 'Failed to load rooms',
  roomNotFound: 'Room not found',
  unknownRoomType: 'Unknown room type',
  bedTypeInvalid: 'Bed type must be single, double, queen, king or bunk',
  tooManyRoomFeatures: `A room may list at most ${MAX_ROOM_FEATURES} features`,

  // Access (part 2 sections 5, 6 and 8).
  ownRoomsOnly: 'You can only manage rooms for your own hostels',
  ownerRoleRequired: 'You need to have an owner role to access this dashboard.',
  ownersOnly: 'Only hostel owners can create hostels',
  ownerPendingApproval: 'Your owner account is awaiting approval',
  ownerRejected: 'Your owner account was not approved. Please contact support.',
  hostelNotFound: 'Hostel not found',

  // Saving (part 2 section 8).
  hostelSaveFailed: 'Failed to save hostel',
  wizardSaveFailed: 'Failed to save hostel and rooms',
  wizardSuccess: 'Hostel and rooms created successfully with all images uploaded!',
  hostelsLoadFailed: 'Failed to load hostels',
  loadDataFailed: 'Failed to load data',

  // Geocoding (decision 11).
  geocoderUnavailable: 'geocoder unavailable',
} as const;
