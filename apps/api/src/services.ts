import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client.ts';
import { createRepositories } from './services-repositories.ts';
import type { DeliveryWorker } from './lib/delivery-worker.ts';
import { createIdempotencyStore } from './lib/idempotency.ts';
import { createRateLimitCounters } from './lib/rate-limit-counters.ts';
import { createLiveEventHub } from './lib/live-events.ts';
import type { Mailer } from './lib/mailer.ts';
import type { SmsSender } from './lib/sms.ts';
import type { ImageStorage } from './lib/storage/storage-contract.ts';
import { createAccountService } from './modules/account/account.service.ts';
import { createAdminService } from './modules/admin/admin.service.ts';
import { createAnalyticsService } from './modules/analytics/analytics.service.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createGoogleSignIn } from './modules/auth/google-sign-in.service.ts';
import { createContactService } from './modules/contact/contact.service.ts';
import { createDeliveriesService } from './modules/deliveries/deliveries.service.ts';
import { createDeliveryWorker } from './modules/deliveries/deliveries-worker.job.ts';
import { createFavoritesService } from './modules/favorites/favorites.service.ts';
import { createHealthService } from './modules/health/health.service.ts';
import { createHostelChangesService } from './modules/admin/hostel-change-review.service.ts';
import { createBookingsService } from './modules/bookings/bookings.service.ts';
import { createCompareService } from './modules/compare/compare.service.ts';
import { createAdminDecisions } from './modules/admin/admin-decision.service.ts';
import { createHostelsService } from './modules/hostels/hostels.service.ts';
import { createSearchWordsReader } from './modules/hostels/search-words.query.ts';
import { createInsightsService } from './modules/insights/insights.service.ts';
import { removeStoredImages } from './lib/storage/stored-images.ts';
import { createImagesService } from './modules/images/images.service.ts';
import { createOgImagesService } from './modules/og-images/og-images.service.ts';
import { createListingsService } from './modules/listings/listings.service.ts';
import { createAreasService } from './modules/locations/areas.service.ts';
import { createLocationsService } from './modules/locations/locations.service.ts';
import { createMessagingService, toMessage } from './modules/messaging/messaging.service.ts';
import { createNotificationsService } from './modules/notifications/notifications.service.ts';
import { createNotify } from './modules/notify/notify.service.ts';
import { createPhonesService } from './modules/phones/phones.service.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createReviewsService } from './modules/reviews/reviews.service.ts';
import { createRoomsService } from './modules/rooms/rooms.service.ts';
import { createRegisterService } from './modules/register/register.service.ts';
import { createResidentsService } from './modules/register/residents.service.ts';
import { createStaffService } from './modules/register/staff.service.ts';
import { createDueRemindersService } from './modules/receipts/due-reminders.service.ts';
import { createDuesModule } from './modules/dues/dues-module.service.ts';
import { createReceiptsService } from './modules/receipts/receipts.service.ts';
import { createResidentCipher } from './lib/resident-cipher.ts';
import { createSeoService } from './modules/seo/seo.service.ts';
import { createStatsService } from './modules/stats/stats.service.ts';
import { createTwoFactorService } from './modules/two-factor/two-factor.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createSavedSearchAlerts } from './modules/saved-searches/saved-search-alerts.job.ts';
import { createSavedSearchesService } from './modules/saved-searches/saved-searches.service.ts';
import { createUnsubscribeTokens } from './modules/saved-searches/unsubscribe-token.logic.ts';
import type { ResponseCache } from './lib/response-cache.ts';
import { createBrowseInvalidation } from './modules/hostels/browse-invalidation.service.ts';
import { queueSavedSearchChecks } from './modules/saved-searches/saved-searches.repository.ts';
import type { Settings } from './settings.ts';

/** What the services need from the running app besides the database and the settings. */
export interface ServiceDeps {
  /** The app's logger (app.log). */
  log: FastifyBaseLogger;
  /** Where uploaded images are stored. */
  imageStorage: ImageStorage;
  /** Hands email over for the outbox worker. */
  mailer: Mailer;
  /** Texts phone codes (inside the request) and outbox SMS. */
  sms: SmsSender;
  /**
   * The public browse cache: a write visitors can see drops what it changed (issue 28,
   * modules/hostels/browse-invalidation.service.ts).
   */
  browseCache: ResponseCache;
  /**
   * Whether a user's session is still live (the auth plugin's app.isSessionLive, asked only
   * at run time): the live hub rechecks its sockets with it after a lost connection.
   */
  isSessionLive: (userId: string, sessionId: string) => Promise<boolean>;
}

/**
 * The composition root (issue 23; docs/decisions/016-composition-root.md): builds every
 * repository once over `db` (services-repositories.ts) and every service once from them,
 * `settings` and `deps`, notify (issue 43 item 2) before the services that tell people. buildApp
 * calls it once and hands each route plugin only the services it uses; route plugins never
 * build a repository or a service themselves. Besides the services it returns the live event
 * hub (with messaging's loader), notify, the outbox worker and the idempotency store, which
 * plugins and background jobs run.
 */
export function createServices(db: Db, settings: Settings, deps: ServiceDeps) {
  const { log, imageStorage } = deps;
  const removeImages = (storageKeys: string[]) => removeStoredImages(imageStorage, storageKeys);

  const repositories = createRepositories(db);

  // Issue 28: hostel writes name the hostels they changed; only the answers they can have
  // changed leave the browse cache (no ids: everything).
  const onHostelsChange = createBrowseInvalidation({
    cache: deps.browseCache,
    hostels: repositories.hostels,
    places: repositories.locations,
  });
  // Moderation, account removal, areas, reports and change reviews do not name hostels: they
  // clear everything, which happens at once (nothing to wait for).
  const clearBrowse = (): void => void onHostelsChange();
  const idempotencyKeys = createIdempotencyStore(db);

  const liveEvents = createLiveEventHub({
    // An event too large to travel inline is read back here (lib/live-events.ts).
    loadMessage: async (id) => {
      const row = await repositories.messaging.findMessage(id);
      return row ? toMessage(row) : null;
    },
    isSessionLive: deps.isSessionLive,
    onError: (error) => log.error({ err: error }, 'live event delivery failed'),
  });
  // Issue 43 item 2: the one door for telling a user (in-app, email, SMS, live).
  const notify = createNotify({
    notifications: repositories.notifications,
    deliveries: repositories.deliveries,
    live: liveEvents,
    publicUrl: settings.publicUrl,
  });

  const twoFactor = createTwoFactorService({
    repository: repositories.twoFactor,
    findUser: (userId) => repositories.auth.findUserById(userId),
    serverSecret: settings.jwtSecret,
  });
  const auth = createAuthService({
    repository: repositories.auth,
    jwtSecret: settings.jwtSecret,
    notify,
    adminCreationKey: settings.adminCreationKey,
    twoFactor,
  });
  // Issue 26: changes owners make to approved hostels, reviewed by an administrator.
  const hostelChanges = createHostelChangesService({
    changes: repositories.hostelChanges,
    admin: repositories.admin,
    decisions: createAdminDecisions(notify, repositories.audit),
    removeImages,
    queueSavedSearchChecks,
    onHostelsChange: clearBrowse,
  });
  // Issue 27: visits and reservations; a bed taken or freed changes what the lists show.
  const bookings = createBookingsService({
    bookings: repositories.bookings,
    notify,
    openChat: (values) => repositories.messaging.createOrGetChat(values),
    onRoomsChange: onHostelsChange,
  });
  // Issue 45: rent and dues; the ledger's steps run in the register's move-in and move-out.
  const { dues, payments } = createDuesModule(repositories, idempotencyKeys, settings.publicUrl);
  // Issue 44: the owner's register; a bed taken or freed there changes what the lists show.
  const registerDeps = {
    money: payments.hooks,
    register: repositories.register,
    cipher: createResidentCipher({
      key: settings.residentDataKey,
      previousKey: settings.residentDataKeyPrevious,
    }),
    notify,
    onRoomsChange: onHostelsChange,
    publicUrl: settings.publicUrl,
  };
  const receiptsDeps = { ...registerDeps, receipts: repositories.receipts };
  const hostels = createHostelsService({
    hostels: repositories.hostels,
    rooms: repositories.rooms,
    pendingChange: (hostelId) => hostelChanges.pendingFor(hostelId),
    // Issue 42 item 4: a list's search words read as filters.
    words: createSearchWordsReader(db),
  });
  const locations = createLocationsService({ locations: repositories.locations });
  // Issue 29: saved searches and alerts; the emails' unsubscribe links are signed with a key of
  // their own derived from the server secret.
  const unsubscribeTokens = createUnsubscribeTokens(settings.jwtSecret);
  const savedSearchAlerts = createSavedSearchAlerts({
    repository: repositories.savedSearches,
    hostels: repositories.hostels,
    notify,
    tokens: unsubscribeTokens,
  });

  return {
    account: createAccountService({
      account: repositories.account,
      admin: repositories.admin,
      removeImages,
      onHostelsChange: clearBrowse,
      log,
    }),
    admin: createAdminService({
      admin: repositories.admin,
      audit: repositories.audit,
      log,
      onHostelsChange: clearBrowse,
      removeImages,
      notify,
      changes: repositories.hostelChanges,
      queueSavedSearchChecks,
      countPendingChanges: () => hostelChanges.countPending(),
    }),
    analytics: createAnalyticsService({
      analytics: repositories.analytics,
      counters: createRateLimitCounters(db, settings.jwtSecret),
    }),
    areas: createAreasService({
      areas: repositories.areas,
      onChange: clearBrowse,
      audit: repositories.audit,
    }),
    auth,
    bookings,
    register: createRegisterService(registerDeps),
    residents: createResidentsService(registerDeps),
    dues,
    payments,
    // Issue 44 item 4: the hostel's staff, invited by email through notify.
    staff: createStaffService({ ...registerDeps, staff: repositories.staff }),
    // Issue 45 items 3 and 4: receipts' pages and emails, and the due reminders' sender.
    receipts: createReceiptsService(receiptsDeps),
    dueReminders: createDueRemindersService(receiptsDeps),
    // Issue 29: hostels side by side, made of the hostels' own reads.
    compare: createCompareService({ hostels: repositories.hostels, detail: hostels }),
    contact: createContactService({
      contact: repositories.contact,
      inboxEmail: settings.contactInboxEmail,
      notify,
      log,
      audit: repositories.audit,
    }),
    deliveries: createDeliveriesService({ deliveries: repositories.deliveries }),
    favorites: createFavoritesService({
      favorites: repositories.favorites,
      hostels: repositories.hostels,
    }),
    /** Google sign-in; undefined when GOOGLE_CLIENT_ID is not set. */
    googleSignIn: settings.google
      ? createGoogleSignIn({
          google: settings.google,
          publicUrl: settings.publicUrl,
          serverSecret: settings.jwtSecret,
          repository: repositories.auth,
          service: auth,
          // Only outside production: the tests' local provider speaks http.
          allowInsecureIssuer: settings.nodeEnv !== 'production',
          log,
        })
      : undefined,
    health: createHealthService({ health: repositories.health }),
    hostels,
    hostelChanges,
    // Issue 30: owner insights; views are counted from the detail and the rendered page.
    insights: createInsightsService({ insights: repositories.insights, log }),
    images: createImagesService({
      images: repositories.images,
      changes: repositories.hostelChanges,
      rooms: repositories.rooms,
      storage: imageStorage,
      looseUploads: repositories.looseUploads,
      onChange: onHostelsChange,
    }),
    // Issue 25: link-preview images of approved hostels.
    ogImages: createOgImagesService({
      repository: repositories.ogImages,
      storage: imageStorage,
    }),
    listings: createListingsService({
      listings: repositories.listings,
      hostels: repositories.hostels,
      phones: repositories.phones,
      detail: hostels,
      onChange: onHostelsChange,
      idempotency: idempotencyKeys,
      changes: repositories.hostelChanges,
      waitingRequests: (hostelIds) => bookings.waitingByHostel(hostelIds),
    }),
    locations,
    messaging: createMessagingService({
      messaging: repositories.messaging,
      hostels: repositories.hostels,
      live: liveEvents,
      notify,
    }),
    notifications: createNotificationsService({ notifications: repositories.notifications }),
    phones: createPhonesService({
      phones: repositories.phones,
      sms: deps.sms,
      otpSecret: settings.jwtSecret,
      log,
    }),
    // Issue 26: reports and their moderation; a resolution runs in the admin repository's
    // transaction (hostel status, suspension) and clears the browse cache when students see
    // something else.
    reports: createReportsService({
      reports: repositories.reports,
      admin: repositories.admin,
      notify,
      onHostelsChange: clearBrowse,
      removeImages,
      audit: repositories.audit,
      changes: repositories.hostelChanges,
    }),
    // Issue 26: reviews and ratings; a review written, edited or deleted moves the lists' ratings.
    reviews: createReviewsService({
      reviews: repositories.reviews,
      hostels: repositories.hostels,
      onChange: onHostelsChange,
      hasStayed: (studentId, hostelId) => bookings.hasStayed(studentId, hostelId),
    }),
    rooms: createRoomsService(repositories.rooms, onHostelsChange),
    // Issue 25: the sitemap and robots.txt.
    seo: createSeoService({ seo: repositories.seo, publicUrl: settings.publicUrl }),
    stats: createStatsService({ stats: repositories.stats }),
    twoFactor,
    users: createUsersService({ accounts: repositories.auth }),
    savedSearches: createSavedSearchesService({
      savedSearches: repositories.savedSearches,
      tokens: unsubscribeTokens,
      // Issue 42: a search near a university stores the radius in force, never widening.
      nearFiltersInForce: (filters) => hostels.nearFiltersInForce(filters),
    }),
    /**
     * The alerts of issue 29: plugins/saved-search-checks.ts kicks their checks after an
     * approval; the server's minute job runs them with the digests and the favourites.
     */
    savedSearchAlerts,

    /** This process's live event hub: plugins/live-events.ts starts it and holds its sockets. */
    liveEvents,
    /** The one door for telling a user (issue 43 item 2), for the background jobs too. */
    notify,
    /** This process's outbox worker (issue 21 item 4): plugins/deliveries.ts runs it. */
    deliveryWorker: createDeliveryWorker({
      repository: repositories.deliveries,
      mailer: deps.mailer,
      sms: deps.sms,
      log,
    }) satisfies DeliveryWorker,
    /** The answers kept for Idempotency-Key creates (issue 22 item 1), swept every 10 min. */
    idempotencyKeys,
  };
}

/** Every service of the API, built once by createServices. */
export type Services = ReturnType<typeof createServices>;
