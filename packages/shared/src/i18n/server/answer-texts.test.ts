import { describe, expect, it } from 'vitest';
import {
  AdminDeliveriesQuerySchema,
  AdminReportsQuerySchema,
  AnalyticsBatchSchema,
  ContactStatusUpdateSchema,
  CreateHostelSchema,
  CreateRoomSchema,
  CreateReportSchema,
  CreateReviewSchema,
  DeleteAccountSchema,
  HostelModerationSchema,
  HostelRoomsQuerySchema,
  IdParamsSchema,
  ImageUploadFieldsSchema,
  ListHostelsQuerySchema,
  LocationLookupQuerySchema,
  LocationSearchSchema,
  MessagesQuerySchema,
  PlaceSearchQuerySchema,
  ReportResolutionSchema,
  ReviewReplySchema,
  ReviewsQuerySchema,
  RoleChangeSchema,
  RoomSearchSchema,
  UpdateImageSchema,
  UpdateProfileSchema,
} from '../../index.ts';
import {
  fieldSubjectKey,
  findServerMessage,
  SERVER_FIELD_SUBJECTS,
  SERVER_MESSAGES_UR,
  SERVER_PATTERN_MESSAGES_EN,
} from './index.ts';
import { FIELD_SUBJECTS_UR, SERVER_PATTERN_MESSAGES_UR } from './ur-patterns.ts';

// Issue 24: every English text an error answer can carry has its Urdu. These are the texts
// that once stayed English for an Urdu caller: literals of the API and the shared schemas,
// texts with a field as subject, zod's, Fastify's and @fastify/multipart's generic ones.
const ANSWER_TEXTS = [
  // The API's own literals, now message-table constants.
  'Notification not found',
  'Failed to fetch user profile',
  'Please sign in again.',
  'You are sending messages too quickly. Please wait a moment.',
  'The Idempotency-Key header must be 1 to 200 letters, digits, "-" or "_"',
  'This Idempotency-Key was already used with different details. Start a new form to create another hostel.',
  'Admin creation is turned off on this server. Use the create-admin command instead.',
  'Unknown facility: Rooftop Pool',
  // Field subjects.
  'search must be at most 100 characters',
  'q is required',
  'q must be at least 2 characters',
  'q must be at most 200 characters',
  'page must be a whole number of at least 1',
  'page must be at most 100000',
  'limit must be a whole number from 1 to 200',
  'display_order must be 0 or more',
  'display_order must be at most 1000',
  'facilities must not be empty',
  'room types must not be empty',
  'choose at most 30 facilities',
  'choose at most 30 room types',
  'Hostel name must be at most 120 characters',
  'Description must be at most 5000 characters',
  'Address must be at most 300 characters',
  'Contact phone must be at most 40 characters',
  'Password must be at most 128 characters',
  'Full name must be at most 100 characters',
  'Name must be at most 100 characters',
  'Subject must be at most 200 characters',
  'Message must be at most 5000 characters',
  'Label must be at most 40 characters',
  'Image title must be at most 120 characters',
  'Image description must be at most 500 characters',
  'Room title must be at most 100 characters',
  'Reason must be at most 500 characters',
  'A feature must be at most 50 characters',
  // Hostel filters and discovery.
  'must be true or false',
  'must be a number of rupees',
  'must be a whole number of rupees',
  'must not be negative',
  'must be male or female',
  'must be city or university',
  'must be pending, approved or rejected',
  'must be one of newest, price_asc, price_desc, distance, rating, relevance',
  'must be a number from 1 to 5',
  'lat and lng must be given together',
  'sorting by distance needs lat and lng, a university_id or a near_university',
  'must be at least price_min',
  'must be a number of kilometres',
  'must be more than 0 km',
  'must be at most 200 km',
  'must be all, available or occupied',
  // Other schema texts.
  'must be a valid id',
  'Please enter your password',
  'path must be a page path without query or fragment',
  'path must be a page of the app',
  'since must be an ISO 8601 time',
  'Use only one of before, after and since',
  'Choose student, owner or admin',
  'Choose approved or rejected',
  'Choose failed or pending',
  'Choose a valid status',
  'is_primary can only be set to true',
  'Location type must be city or university',
  'Gender category must be male or female',
  'Facilities must be a list of names',
  'Choose at most 40 facilities',
  'Prices must be at most 10000000 rupees',
  'A hostel may be created with at most 50 rooms',
  'Monthly price must be a number of rupees',
  'Monthly price must be a whole number of rupees',
  'Monthly price must not be negative',
  'Monthly price must be at most 10000000',
  'Unknown room type',
  'Bed type must be single, double, queen, king or bunk',
  'A room may list at most 20 features',
  // zod's generic English.
  'Invalid option: expected one of "en"|"ur"',
  "Invalid discriminator value. Expected 'page_view' | 'scroll_depth' | 'web_vital'",
  'Too big: expected array to have <=50 items',
  'Too small: expected array to have >=1 items',
  // Fastify's and @fastify/multipart's.
  "Body is not valid JSON but content-type is set to 'application/json'",
  "Body cannot be empty when content-type is set to 'application/json'",
  'Unsupported Media Type',
  'Request body is too large',
  'Request body size did not match Content-Length',
  'Object contains forbidden prototype property',
  'prototype property is not allowed as field name',
  'reach files limit',
  'reach fields limit',
  'reach parts limit',
];

const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const URDU_SUBJECT_KEYS = Object.keys(FIELD_SUBJECTS_UR).map(fieldSubjectKey);

/** Every issue message `schema` gives for `value` (nothing when it passes). */
function issueMessages(schema: { safeParse(value: unknown): unknown }, value: unknown): string[] {
  const result = schema.safeParse(value) as { error?: { issues: { message: string }[] } };
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('error answer texts', () => {
  it('finds every text an answer once left in English, with an Urdu message', () => {
    for (const text of ANSWER_TEXTS) {
      const found = findServerMessage(text);
      expect({ text, found: found !== undefined }).toEqual({ text, found: true });
      const urdu = found && SERVER_MESSAGES_UR[found.key];
      expect({ text, urdu: /[\u0600-\u06FF]/.test(urdu ?? '') }).toEqual({ text, urdu: true });
    }
  });

  it('names every subject of these texts in Urdu', () => {
    for (const text of ANSWER_TEXTS) {
      const field = findServerMessage(text)?.values.field;
      if (field === undefined) continue;
      expect({ text, named: URDU_SUBJECT_KEYS.includes(String(field)) }).toEqual({
        text,
        named: true,
      });
    }
    expect(findServerMessage('choose at most 30 room types')).toEqual({
      key: 'validation.chooseAtMost',
      values: { max: '30', field: 'room_types' },
    });
    expect(findServerMessage('Hostel name must be at most 120 characters')).toEqual({
      key: 'validation.fieldMaxCharacters',
      values: { field: 'Hostel_name', max: '120' },
    });
    // An unlisted lower-case field is still recognised; an unlisted label is not.
    expect(findServerMessage('token is required')?.values).toEqual({ field: 'token' });
    expect(findServerMessage('Favourite colour must be at most 9 characters')).toBeUndefined();
  });

  it('gives each subject a case in the select of every message that names one', () => {
    const withSubject = Object.entries(SERVER_PATTERN_MESSAGES_EN).filter(([, english]) =>
      english.includes('{field, select,'),
    );
    expect(withSubject.length).toBeGreaterThan(0);
    for (const [key] of withSubject) {
      const urdu = SERVER_PATTERN_MESSAGES_UR[key as keyof typeof SERVER_PATTERN_MESSAGES_UR];
      for (const subject of SERVER_FIELD_SUBJECTS) {
        const name = FIELD_SUBJECTS_UR[subject];
        expect({
          key,
          subject,
          found: urdu.includes(`${fieldSubjectKey(subject)} {${name}}`),
        }).toEqual({ key, subject, found: true });
      }
    }
  });

  it('recognises what the request schemas say about bad values', () => {
    const cases: [{ safeParse(value: unknown): unknown }, unknown][] = [
      [PlaceSearchQuerySchema, {}],
      [PlaceSearchQuerySchema, { q: 'a' }],
      [PlaceSearchQuerySchema, { q: 'a'.repeat(201) }],
      [LocationLookupQuerySchema, { search: 'a'.repeat(101) }],
      [ListHostelsQuerySchema, { page: '0', limit: '99', sort: 'x', status: 'x', lat: '1' }],
      [
        ListHostelsQuerySchema,
        { page: '1000000', sort: 'distance', price_min: '9', price_max: '1' },
      ],
      [ListHostelsQuerySchema, { gender_category: 'x', location_type: 'x', mess_available: 'x' }],
      [ListHostelsQuerySchema, { price_min: 'x', price_max: '1.5', facilities: [''] }],
      [ListHostelsQuerySchema, { price_min: '-1', facilities: Array(31).fill('WiFi') }],
      [RoomSearchSchema, { room_types: [''], availability: 'x' }],
      [RoomSearchSchema, { room_types: Array(31).fill('single') }],
      [HostelRoomsQuerySchema, { availability: 'x' }],
      [LocationSearchSchema, { latitude: 1, longitude: 1, radius_km: 'x' }],
      [LocationSearchSchema, { latitude: 1, longitude: 1, radius_km: '0' }],
      [LocationSearchSchema, { latitude: 1, longitude: 1, radius_km: '201' }],
      [IdParamsSchema, { id: 'x' }],
      [MessagesQuerySchema, { since: 'x', limit: '0' }],
      [MessagesQuerySchema, { before: ID, after: ID }],
      [UpdateImageSchema, { is_primary: false, display_order: -1 }],
      [UpdateImageSchema, { display_order: 1001 }],
      [
        ImageUploadFieldsSchema,
        { image_title: 'a'.repeat(121), image_description: 'a'.repeat(501) },
      ],
      [RoleChangeSchema, { role: 'x' }],
      [HostelModerationSchema, { status: 'x', reason: 'a'.repeat(501) }],
      [AdminDeliveriesQuerySchema, { status: 'x' }],
      [ContactStatusUpdateSchema, { status: 'x' }],
      [DeleteAccountSchema, {}],
      [UpdateProfileSchema, { full_name: 'a'.repeat(101), preferred_language: 'fr' }],
      [AnalyticsBatchSchema, { session_id: ID, events: [{ type: 'x' }] }],
      [AnalyticsBatchSchema, { session_id: ID, events: [] }],
      [AnalyticsBatchSchema, { session_id: ID, events: [{ type: 'page_view', path: '/x?y' }] }],
      [AnalyticsBatchSchema, { session_id: ID, events: [{ type: 'page_view', path: '/nowhere' }] }],
      [CreateRoomSchema, { room_type: 'x', bed_type: 'x', features: ['a'.repeat(51)] }],
      [CreateRoomSchema, { features: Array(21).fill('x') }],
      [
        CreateHostelSchema,
        { name: 'a'.repeat(121), description: 'a'.repeat(5001), address: 'a'.repeat(301) },
      ],
      [
        CreateHostelSchema,
        { location_type: 'x', gender_category: 'x', contact_phone: 'a'.repeat(41) },
      ],
      [
        CreateHostelSchema,
        { facilities: 'x', price_range: '1 - 99999999', rooms: Array(51).fill({}) },
      ],
      [CreateHostelSchema, { facilities: Array(41).fill('x'), mess_monthly_price: 'x' }],
      [CreateHostelSchema, { mess_monthly_price: 1.5 }],
      [CreateHostelSchema, { mess_monthly_price: -1 }],
      [CreateHostelSchema, { mess_monthly_price: 100_000_000 }],
      // Reviews (issue 26).
      [ListHostelsQuerySchema, { sort: 'x', min_rating: '6' }],
      [ListHostelsQuerySchema, { min_rating: 'x' }],
      [CreateReviewSchema, {}],
      [CreateReviewSchema, { rating: 6, comment: 'Too short', ratings: { food: 0, view: 3 } }],
      [CreateReviewSchema, { rating: 4.5, comment: 'a'.repeat(2001), ratings: 'x' }],
      [ReviewReplySchema, {}],
      [ReviewReplySchema, { reply: '   ' }],
      [ReviewReplySchema, { reply: 'a'.repeat(2001) }],
      [ReviewsQuerySchema, { sort: 'x', limit: '51' }],
      // Reports and moderation (issue 26).
      [CreateReportSchema, {}],
      [
        CreateReportSchema,
        { target_type: 'x', target_id: 'x', reason: 'x', details: 'a'.repeat(1001) },
      ],
      [CreateReportSchema, { target_type: 'hostel', target_id: ID, reason: 'spam' }],
      [
        CreateReportSchema,
        { target_type: 'user', target_id: ID, reason: 'other', details: ' Rude ' },
      ],
      [ReportResolutionSchema, { action: 'x', note: 'a'.repeat(501) }],
      [AdminReportsQuerySchema, { status: 'x', target_type: 'x' }],
    ];
    const seen = new Set<string>();
    for (const [schema, value] of cases) {
      for (const message of issueMessages(schema, value)) {
        seen.add(message);
        expect({ message, found: findServerMessage(message) !== undefined }).toEqual({
          message,
          found: true,
        });
      }
    }
    // The cases reach the texts they are meant to, not only generic ones.
    for (const text of ['q is required', 'choose at most 30 room types', 'Unknown room type']) {
      expect(seen).toContain(text);
    }
  });
});
