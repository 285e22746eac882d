import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './modules/account/account.routes.ts';
import { adminAreasRoutes, areasRoutes } from './modules/locations/areas.routes.ts';
import { adminHostelChangesRoutes } from './modules/admin/hostel-change-review.routes.ts';
import { adminReportsRoutes, reportsRoutes } from './modules/reports/reports.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { bookingsRoutes } from './modules/bookings/bookings.routes.ts';
import { registerRoutes } from './modules/register/register.routes.ts';
import { staffRoutes } from './modules/register/staff.routes.ts';
import { receiptsRoutes } from './modules/receipts/receipts.routes.ts';
import { duesRoutes } from './modules/dues/dues.routes.ts';
import { compareRoutes } from './modules/compare/compare.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { deliveriesRoutes } from './modules/deliveries/deliveries.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { geocodingRoutes } from './modules/geocoding/geocoding.routes.ts';
import { googleRoutes } from './modules/auth/google.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { hostelsRoutes } from './modules/hostels/hostels.routes.ts';
import { imagesRoutes } from './modules/images/images.routes.ts';
import { insightsRoutes } from './modules/insights/insights.routes.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { liveRoutes } from './modules/live/live.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { messagingRoutes } from './modules/messaging/messaging.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { phonesRoutes } from './modules/phones/phones.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { roomsRoutes } from './modules/rooms/rooms.routes.ts';
import { savedSearchesRoutes } from './modules/saved-searches/saved-searches.routes.ts';
import { statsRoutes } from './modules/stats/stats.routes.ts';
import { twoFactorRoutes } from './modules/two-factor/two-factor.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import type { createServices } from './services.ts';
import type { Settings } from './settings.ts';

/**
 * Registers every route plugin under /api, each given only the services it uses
 * (docs/decisions/016). The link previews and /sitemap.xml stay in app.ts, outside /api.
 */
export async function registerApiRoutes(
  app: FastifyInstance,
  services: ReturnType<typeof createServices>,
  settings: Settings,
  secureCookies: boolean,
): Promise<void> {
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { service: services.health });
      await api.register(statsRoutes, { service: services.stats });
      await api.register(locationsRoutes, { service: services.locations });
      await api.register(areasRoutes, { service: services.areas });
      await api.register(hostelsRoutes, {
        service: services.hostels,
        // Issue 30: every detail a browser reads is a view for the owner's insights.
        onDetailView: (view) => services.insights.recordView(view),
      });
      await api.register(insightsRoutes, { service: services.insights });
      await api.register(compareRoutes, { service: services.compare });
      await api.register(listingsRoutes, { service: services.listings });
      await api.register(favoritesRoutes, { service: services.favorites });
      await api.register(reviewsRoutes, { service: services.reviews });
      await api.register(reportsRoutes, { service: services.reports });
      await api.register(bookingsRoutes, { service: services.bookings });
      await api.register(registerRoutes, {
        register: services.register,
        residents: services.residents,
      });
      await api.register(staffRoutes, { staff: services.staff });
      await api.register(receiptsRoutes, { service: services.receipts });
      await api.register(duesRoutes, { dues: services.dues, payments: services.payments });
      await api.register(configRoutes, {
        mapTileUrl: settings.mapTileUrl,
        geocoderUrl: settings.geocoderUrl,
      });
      await api.register(roomsRoutes, { service: services.rooms, locations: services.locations });
      await api.register(imagesRoutes, { service: services.images });
      await api.register(geocodingRoutes, {
        geocoderUrl: settings.geocoderUrl,
        publicUrl: settings.publicUrl,
      });
      await api.register(authRoutes, {
        service: services.auth,
        secureCookies,
        googleEnabled: settings.google !== undefined,
        jwtSecret: settings.jwtSecret,
      });
      await api.register(googleRoutes, {
        signIn: services.googleSignIn,
        publicUrl: settings.publicUrl,
        secureCookies,
      });
      await api.register(twoFactorRoutes, { service: services.twoFactor });
      await api.register(usersRoutes, { service: services.users });
      await api.register(messagingRoutes, { service: services.messaging });
      await api.register(contactRoutes, { service: services.contact });
      await api.register(adminRoutes, { service: services.admin });
      await api.register(deliveriesRoutes, { service: services.deliveries });
      await api.register(adminAreasRoutes, { service: services.areas });
      await api.register(adminReportsRoutes, { service: services.reports });
      await api.register(adminHostelChangesRoutes, { service: services.hostelChanges });
      await api.register(notificationsRoutes, { service: services.notifications });
      await api.register(accountRoutes, { service: services.account, secureCookies });
      await api.register(analyticsRoutes, { service: services.analytics });
      await api.register(phonesRoutes, { service: services.phones });
      await api.register(savedSearchesRoutes, { service: services.savedSearches });
      await api.register(liveRoutes);
    },
    { prefix: '/api' },
  );
}
