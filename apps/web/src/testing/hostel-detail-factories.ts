import {
  HostelDetailSchema,
  HostelImageSchema,
  HostelMessInfoSchema,
  ReviewSchema,
  ReviewsPageSchema,
  RoomImageSchema,
  RoomSchema,
  type HostelDetail,
  type HostelImage,
  type HostelMessInfo,
  type Review,
  type ReviewsPage,
  type Room,
  type RoomImage,
} from '@hostelhub/shared';
import { buildHostelSummary, fixture } from './factories';

let sequence = 0;

function uuid(): string {
  sequence += 1;
  return `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function buildHostelImage(overrides: Partial<HostelImage> = {}): HostelImage {
  const id = uuid();
  return fixture('hostel image', HostelImageSchema, {
    id,
    image_url: `/uploads/hostels/${id}.webp`,
    thumbnail_url: `/uploads/hostels/${id}-thumb.webp`,
    image_title: null,
    is_primary: false,
    display_order: sequence,
    ...overrides,
  });
}

export function buildRoomImage(overrides: Partial<RoomImage> = {}): RoomImage {
  const id = uuid();
  return fixture('room image', RoomImageSchema, {
    id,
    image_url: `/uploads/rooms/${id}.webp`,
    thumbnail_url: `/uploads/rooms/${id}-thumb.webp`,
    image_title: null,
    image_description: null,
    is_primary: false,
    display_order: sequence,
    ...overrides,
  });
}

export function buildRoom(overrides: Partial<Room> = {}): Room {
  return fixture('room', RoomSchema, {
    id: uuid(),
    hostel_id: uuid(),
    room_type: 'double',
    room_title: null,
    description: null,
    price_per_month: 15000,
    price_per_day: null,
    max_occupancy: 2,
    current_occupancy: 1,
    room_size: null,
    floor_number: 1,
    bed_type: 'single',
    attached_bathroom: true,
    ac: false,
    balcony: false,
    wifi: true,
    study_table: true,
    wardrobe: false,
    is_available: true,
    features: [],
    room_images: [],
    ...overrides,
  });
}

export function buildMessInfo(overrides: Partial<HostelMessInfo> = {}): HostelMessInfo {
  return fixture('mess info', HostelMessInfoSchema, {
    id: uuid(),
    hostel_id: uuid(),
    mess_available: true,
    is_compulsory: false,
    monthly_price: 9000,
    mess_description: 'Home-style food cooked fresh every day.',
    meal_timings: {
      breakfast: '7:30 AM - 9:30 AM',
      lunch: '12:30 PM - 2:30 PM',
      dinner: '7:30 PM - 9:30 PM',
    },
    weekly_meals: {
      monday: { breakfast: 'Paratha and chai', lunch: 'Daal chawal', dinner: 'Chicken karahi' },
    },
    image_url: null,
    ...overrides,
  });
}

/** A valid approved hostel as GET /api/enhanced-hostels/{id} returns it. */
export function buildHostelDetail(overrides: Partial<HostelDetail> = {}): HostelDetail {
  const mess = buildMessInfo();
  return fixture('hostel detail', HostelDetailSchema, {
    ...buildHostelSummary(),
    rules: null,
    // Stored in E.164, one of the owner's verified numbers (decision 008).
    contact_phone: '+923001234567',
    contact_phone_verified: true,
    hostel_images: [buildHostelImage({ is_primary: true }), buildHostelImage(), buildHostelImage()],
    hostel_mess_info: [mess],
    mess_info: mess,
    rooms: [],
    owner: {
      full_name: 'Bilal Ahmed',
      email: 'bilal@example.pk',
      phone: '0321 7654321',
      city: 'Lahore',
    },
    updated_at: '2026-01-01T00:00:00.000Z',
    rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    ...overrides,
  });
}

/** A review as GET /api/enhanced-hostels/{id}/reviews returns it to a signed-in reader. */
export function buildReview(overrides: Partial<Review> = {}): Review {
  return fixture('review', ReviewSchema, {
    id: uuid(),
    hostel_id: uuid(),
    rating: 4,
    ratings: { cleanliness: null, food: null, safety: null, value: null, location: null },
    comment: 'Clean rooms, good food and the warden answers at night.',
    author_name: 'Ayesha K.',
    verification: 'contacted',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    reply: null,
    helpful_count: 0,
    marked_helpful: false,
    is_own: false,
    ...overrides,
  });
}

/**
 * One page of reviews with the aggregate worked out from `reviews` (or `total` reviews in all
 * when the page is one of several).
 */
export function buildReviewsPage(
  reviews: Review[],
  {
    page = 1,
    limit = 10,
    total = reviews.length,
  }: { page?: number; limit?: number; total?: number } = {},
): ReviewsPage {
  const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
  for (const review of reviews) {
    const stars = review.rating as keyof typeof distribution;
    distribution[stars] += 1;
  }
  const sum = reviews.reduce((all, review) => all + review.rating, 0);
  return fixture('reviews page', ReviewsPageSchema, {
    reviews,
    aggregate: {
      rating_average: reviews.length > 0 ? Math.round((sum / reviews.length) * 10) / 10 : null,
      rating_count: total,
      distribution,
    },
    pagination: { page, limit, total, total_pages: Math.ceil(total / limit) },
  });
}
