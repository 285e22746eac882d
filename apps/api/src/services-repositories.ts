import type { Db } from './db/client.ts';
import { createAccountRepository } from './modules/account/account.repository.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { createAnalyticsRepository } from './modules/analytics/analytics.repository.ts';
import { createAreasRepository } from './modules/locations/areas.repository.ts';
import { createAuditRepository } from './modules/audit/audit.repository.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createBookingsRepository } from './modules/bookings/bookings.repository.ts';
import { createRegisterRepository } from './modules/register/register.repository.ts';
import { createDuesRepository } from './modules/dues/dues.repository.ts';
import { createStaffRepository } from './modules/register/staff.repository.ts';
import { createReceiptsRepository } from './modules/receipts/receipts.repository.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { createDeliveriesRepository } from './modules/deliveries/deliveries.repository.ts';
import { createFavoritesRepository } from './modules/favorites/favorites.repository.ts';
import { createHealthRepository } from './modules/health/health.repository.ts';
import { createHostelChangesRepository } from './modules/hostel-changes/hostel-changes.repository.ts';
import { createHostelsRepository } from './modules/hostels/hostels.repository.ts';
import { createImagesRepository } from './modules/images/images.repository.ts';
import { createInsightsRepository } from './modules/insights/insights.repository.ts';
import { createListingsRepository } from './modules/listings/listings.repository.ts';
import { createLocationsRepository } from './modules/locations/locations.repository.ts';
import { createLooseUploadsRepository } from './modules/images/loose-uploads.repository.ts';
import { createMessagingRepository } from './modules/messaging/messaging.repository.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { createOgImagesRepository } from './modules/og-images/og-images.repository.ts';
import { createPhonesRepository } from './modules/phones/phones.repository.ts';
import { createReportsRepository } from './modules/reports/reports.repository.ts';
import { createReviewsRepository } from './modules/reviews/reviews.repository.ts';
import { createRoomsRepository } from './modules/rooms/rooms.repository.ts';
import { createSavedSearchesRepository } from './modules/saved-searches/saved-searches.repository.ts';
import { createSeoRepository } from './modules/seo/seo.repository.ts';
import { createStatsRepository } from './modules/stats/stats.repository.ts';
import { createTwoFactorRepository } from './modules/two-factor/two-factor.repository.ts';

/**
 * Every repository of the API, built once over `db` (the composition root's first half:
 * services.ts builds the services from these; docs/decisions/016-composition-root.md).
 */
export function createRepositories(db: Db) {
  return {
    account: createAccountRepository(db),
    admin: createAdminRepository(db),
    analytics: createAnalyticsRepository(db),
    areas: createAreasRepository(db),
    audit: createAuditRepository(db),
    auth: createAuthRepository(db),
    bookings: createBookingsRepository(db),
    register: createRegisterRepository(db),
    staff: createStaffRepository(db),
    receipts: createReceiptsRepository(db),
    dues: createDuesRepository(db),
    contact: createContactRepository(db),
    deliveries: createDeliveriesRepository(db),
    favorites: createFavoritesRepository(db),
    health: createHealthRepository(db),
    hostels: createHostelsRepository(db),
    insights: createInsightsRepository(db),
    hostelChanges: createHostelChangesRepository(db),
    images: createImagesRepository(db),
    listings: createListingsRepository(db),
    locations: createLocationsRepository(db),
    looseUploads: createLooseUploadsRepository(db),
    messaging: createMessagingRepository(db),
    notifications: createNotificationsRepository(db),
    ogImages: createOgImagesRepository(db),
    phones: createPhonesRepository(db),
    reports: createReportsRepository(db),
    reviews: createReviewsRepository(db),
    rooms: createRoomsRepository(db),
    seo: createSeoRepository(db),
    stats: createStatsRepository(db),
    twoFactor: createTwoFactorRepository(db),
    savedSearches: createSavedSearchesRepository(db),
  };
}

/** The repositories createServices builds its services from. */
export type Repositories = ReturnType<typeof createRepositories>;
