import {
  ADMIN_MESSAGES,
  AppError,
  AUTH_MESSAGES,
  type AccountExport,
  type NotificationPreferences,
} from '@hostelhub/shared';
import type { FastifyBaseLogger } from 'fastify';
import { verifyPassword } from '../../lib/passwords.ts';
import type { Actor } from '../../lib/actor.ts';
import type { AdminRepository } from '../admin/admin.repository.ts';
import type { AccountRepository } from './account.repository.ts';

export interface AccountServiceDeps {
  account: AccountRepository;
  /** Decision 16's deletion, shared with the admin panel. */
  admin: Pick<AdminRepository, 'transaction'>;
  removeImages: (storageKeys: string[]) => Promise<void>;
  onHostelsChange: () => void;
  log: FastifyBaseLogger;
}

const iso = (value: Date | null | undefined) => value?.toISOString() ?? null;

/**
 * The signed-in user's own account (product decision 9; part 2 section 2 'Settings page'):
 * notification preferences, the data export and deleting the account.
 */
export function createAccountService({
  account,
  admin,
  removeImages,
  onHostelsChange,
  log,
}: AccountServiceDeps) {
  return {
    async preferences(actor: Actor): Promise<NotificationPreferences> {
      const row = await account.findPreferences(actor.id);
      if (!row) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notAuthenticated);
      return { email: row.email, hostel_updates: row.hostelUpdates, marketing: row.marketing };
    },

    async updatePreferences(
      actor: Actor,
      input: NotificationPreferences,
    ): Promise<NotificationPreferences> {
      await account.updatePreferences(actor.id, {
        email: input.email,
        hostelUpdates: input.hostel_updates,
        marketing: input.marketing,
      });
      return input;
    },

    /**
     * GET /users/me/export: the profile (never the password hash), their hostels with rooms,
     * image URLs, mess information and facilities, favourites, chats with every message,
     * verified phones and notifications. Nothing of anyone else beyond the chats they share.
     */
    async export(actor: Actor): Promise<AccountExport> {
      const data = await account.collect(actor.id);
      if (!data.user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notAuthenticated);
      const { user } = data;
      return {
        exported_at: new Date().toISOString(),
        profile: {
          id: user.id,
          email: user.email,
          full_name: user.fullName,
          role: user.role,
          phone: user.phone,
          university: user.university,
          city: user.city,
          gender: user.gender,
          email_verified_at: iso(user.emailVerifiedAt),
          owner_approval_status: user.ownerApprovalStatus,
          signed_in_with_google: user.googleSubject !== null,
          created_at: iso(user.createdAt),
        },
        notification_preferences: {
          email: user.notifyEmail,
          hostel_updates: user.notifyHostelUpdates,
          marketing: user.notifyMarketing,
        },
        hostels: data.ownHostels.map((hostel) => ({
          id: hostel.id,
          name: hostel.name,
          description: hostel.description,
          address: hostel.address,
          price_range: hostel.priceRange,
          gender_category: hostel.genderCategory,
          contact_phone: hostel.contactPhone,
          rules: hostel.rules,
          status: hostel.status,
          latitude: hostel.latitude,
          longitude: hostel.longitude,
          created_at: iso(hostel.createdAt),
          facilities: data.facilityRows
            .filter((row) => row.hostelId === hostel.id)
            .map((row) => row.name),
          images: data.photos
            .filter((photo) => photo.hostelId === hostel.id)
            .map((photo) => photo.imageUrl),
          mess: data.mess.find((row) => row.hostelId === hostel.id) ?? null,
          rooms: data.ownRooms
            .filter((room) => room.hostelId === hostel.id)
            .map((room) => ({
              ...room,
              images: data.roomPhotos
                .filter((photo) => photo.roomId === room.id)
                .map((photo) => photo.imageUrl),
            })),
        })),
        favorites: data.favoriteRows.map((row) => ({
          hostel_id: row.hostelId,
          name: row.name,
          saved_at: iso(row.savedAt),
        })),
        chats: data.myChats.map((chat) => ({
          id: chat.id,
          hostel_name: chat.hostelName,
          role_in_chat: chat.studentId === actor.id ? 'student' : 'owner',
          created_at: iso(chat.createdAt),
          messages: data.chatMessages
            .filter((message) => message.chatId === chat.id)
            .map((message) => ({
              from_me: message.senderId === actor.id,
              text: message.text,
              sent_at: iso(message.createdAt),
              read_at: iso(message.readAt),
            })),
        })),
        verified_phones: data.phones.map((phone) => ({
          phone_number: phone.phoneNumber,
          label: phone.label,
          is_primary: phone.isPrimary,
          verified_at: iso(phone.verifiedAt),
        })),
        notifications: data.notes.map((note) => ({
          type: note.type,
          title: note.title,
          body: note.body,
          read_at: iso(note.readAt),
          created_at: iso(note.createdAt),
        })),
        reviews: data.myReviews.map(({ review, hostelName }) => ({
          hostel_id: review.hostelId,
          hostel_name: hostelName,
          rating: review.rating,
          ratings: {
            cleanliness: review.cleanlinessRating,
            food: review.foodRating,
            safety: review.safetyRating,
            value: review.valueRating,
            location: review.locationRating,
          },
          comment: review.comment,
          verification: review.verification,
          owner_reply: review.ownerReply,
          hidden: review.hiddenAt !== null,
          created_at: iso(review.createdAt),
          updated_at: iso(review.updatedAt),
        })),
        reports: data.myReports.map((report) => ({
          target_type: report.targetType,
          target_id: report.targetId,
          reason: report.reason,
          details: report.details,
          status: report.status,
          created_at: iso(report.createdAt),
          resolved_at: iso(report.resolvedAt),
        })),
      };
    },

    /**
     * DELETE /users/me: after the password matches, deletes the account as decision 16 says,
     * in one transaction. Throws FORBIDDEN for a wrong password and for administrators.
     */
    async deleteAccount(actor: Actor, password: string): Promise<void> {
      const data = await account.collect(actor.id);
      const user = data.user;
      if (!user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notAuthenticated);
      if (user.role === 'admin') throw new AppError('FORBIDDEN', ADMIN_MESSAGES.cannotDeleteAdmin);
      if (!(await verifyPassword(user.passwordHash, password))) {
        throw new AppError('FORBIDDEN', AUTH_MESSAGES.wrongCurrentPassword);
      }
      const keys = await admin.transaction((queries) => queries.deleteUser(actor.id));
      onHostelsChange();
      await removeImages(keys).catch((error: unknown) =>
        log.error({ err: error }, 'removing a deleted account’s images failed'),
      );
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
