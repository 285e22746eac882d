/**
 * The permission matrix of the API (DESIGN.md 'Permissions'; issue 11): one row per route,
 * saying which actors may call it and what every other actor gets. It documents the API; the
 * checks live in the plugins and services, and the API reads it only to mark which routes take
 * the access token in the OpenAPI document (plugins/swagger.ts). The test
 * apps/api/test/permission-matrix.test.ts reads Fastify's own route list, fails when a route
 * has no row or a row names a route that no longer exists, and then calls every route as
 * every actor against seeded data and checks the answer against the row.
 *
 * Reading it: the sign-in forms and token routes (register, login, refresh, reset, Google) are
 * public because the body or cookie is the permission. Owners awaiting approval are refused
 * every listing write with 403 (their role may not), while an approved owner reaching another
 * owner's hostel, room, photo or mess gets 404. Administrators manage every hostel but do not
 * create one (a hostel needs an owner), and never read chats (privacy). The register (issue
 * 44) is its hostel's owner's and staff's: administrators get 403 there too (residents'
 * privacy), anyone else 404; staff are student accounts, so every listing, room, photo, phone
 * and price write refuses them as it refuses a student, and they never delete.
 */

/**
 * Who calls, as the matrix names them:
 * - `guest`: no token (or an invalid one);
 * - `student`;
 * - `pendingOwner`: an owner whose account awaits an administrator's approval;
 * - `approvedOwner`: the approved owner who owns the resource the row acts on;
 * - `otherOwner`: another approved owner, who does not own that resource;
 * - `admin`: an administrator;
 * - `staffHere`: a student account on the staff of the approved owner's approved hostel
 *   (issue 44 item 4: staff are a membership, not a role);
 * - `staffElsewhere`: a student account on the staff of the other owner's hostel;
 * - `resident`: a student whose stay in the approved owner's hostel was made from their
 *   reservation (linked to their account).
 *
 * The last three are student accounts: unless a row says otherwise they answer as `student`
 * does, except where the student's answer is about the student's own data (their chat,
 * review, booking, notification...), which to them is another user's.
 */
export const POLICY_ACTORS = [
  'guest',
  'student',
  'pendingOwner',
  'approvedOwner',
  'otherOwner',
  'admin',
  'staffHere',
  'staffElsewhere',
  'resident',
] as const;
export type PolicyActor = (typeof POLICY_ACTORS)[number];

/**
 * What one actor gets from a valid request: `'allow'` (2xx, or the 302 of a redirect), or the
 * refusal's status: 401 for a guest, 403 for a role that may not, 404 where a resource that is
 * not the caller's must look as if it did not exist (so ids cannot be probed).
 */
export type Access = 'allow' | 401 | 403 | 404;

/** The answers of every actor for one target. */
export type AccessByActor = Readonly<Record<PolicyActor, Access>>;

/** One target of a route (what the call acts on) with each actor's answer. */
export interface AccessCase {
  /** What the call acts on, in words; the matrix test seeds exactly this. */
  target: string;
  access: AccessByActor;
}

/** The HTTP methods the API serves (HEAD is Fastify's automatic twin of each GET). */
export type PolicyMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One route of the API and who may call it. */
export interface RoutePolicy {
  method: PolicyMethod;
  /** The Fastify path with the /api prefix and its `:params`, e.g. `/api/enhanced-hostels/:id`. */
  url: string;
  /** The rule in words and where it comes from (DESIGN.md, the spec, a product decision). */
  rule: string;
  /** The first case is the route's main target; further cases are other targets it has. */
  cases: readonly [AccessCase, ...AccessCase[]];
}

/** The actors who are student accounts besides `student` (issue 44). */
type StudentAccounts = 'staffHere' | 'staffElsewhere' | 'resident';

/**
 * One answer per actor; the student accounts of issue 44 answer as `student` unless `others`
 * says (so the rows before the register needed no edit).
 */
function access(
  guest: Access,
  student: Access,
  pendingOwner: Access,
  approvedOwner: Access,
  otherOwner: Access,
  admin: Access,
  others: Partial<Record<StudentAccounts, Access>> = {},
): AccessByActor {
  const staffHere = others.staffHere ?? student;
  const staffElsewhere = others.staffElsewhere ?? student;
  const resident = others.resident ?? student;
  return {
    guest,
    student,
    pendingOwner,
    approvedOwner,
    otherOwner,
    admin,
    staffHere,
    staffElsewhere,
    resident,
  };
}

/** The student's own data is another user's to the other student accounts: `answer`. */
const notTheirs = (answer: Access) => ({
  staffHere: answer,
  staffElsewhere: answer,
  resident: answer,
});

/** Everyone, signed in or not. */
const PUBLIC = access('allow', 'allow', 'allow', 'allow', 'allow', 'allow');
/** Every signed-in user, each on their own data; guests 401. */
const SIGNED_IN = access(401, 'allow', 'allow', 'allow', 'allow', 'allow');
/** Administrators only: guests 401, everyone else 403. */
const ADMIN_ONLY = access(401, 403, 403, 403, 403, 'allow');
/** Owners (approved or awaiting approval) and administrators; students 403. */
const OWNERS_AND_ADMINS = access(401, 403, 'allow', 'allow', 'allow', 'allow');
/** Owners, approved or not (what is theirs); students and administrators 403. */
const OWNERS_ONLY = access(401, 403, 'allow', 'allow', 'allow', 403);
/** Who may write listings at all: approved owners and administrators. */
const LISTING_WRITERS = access(401, 403, 403, 'allow', 'allow', 'allow');
/** Who may create a hostel: approved owners only (a hostel needs an owner, so not admins). */
const HOSTEL_CREATORS = access(401, 403, 403, 'allow', 'allow', 403);
/**
 * Writes to the approved owner's hostel, its rooms, photos and mess: that owner and admins;
 * another owner gets 404 (not 403), so the ids of others' listings cannot be probed.
 */
const HOSTEL_MANAGERS = access(401, 403, 403, 'allow', 404, 'allow');
/** Reading the approved owner's pending hostel (or its rooms, photos): its owner and admins. */
const OWNER_AND_ADMINS_SEE = access(404, 404, 404, 'allow', 404, 'allow');
/** Reading the pending owner's own pending hostel: that owner and admins. */
const PENDING_OWNER_AND_ADMINS_SEE = access(404, 404, 'allow', 404, 404, 'allow');
/** The student's chat with the approved owner: its two people; anyone else 404 (privacy). */
const CHAT_PARTICIPANTS = access(401, 'allow', 404, 'allow', 404, 404, notTheirs(404));
/** Starting a chat: students only (part 1 section 7 'Messaging'). */
const STUDENTS_ONLY = access(401, 'allow', 403, 403, 403, 403);
/** Deleting one's own account: anyone signed in but administrators (never delete an admin). */
const SIGNED_IN_BUT_ADMINS = access(401, 'allow', 'allow', 'allow', 'allow', 403);
/** Another user's (the student's) own record, addressed by id: 404 for everyone else. */
const STUDENTS_OWN_BY_ID = access(401, 'allow', 404, 404, 404, 404, notTheirs(404));
/** Another user's (the student's) own record, addressed by user id: 403 for everyone else. */
const STUDENTS_OWN_BY_USER_ID = access(401, 'allow', 403, 403, 403, 403, notTheirs(403));
/** A pending hostel cannot be a favourite, not even for its owner or an admin. */
const NOBODY_SIGNED_IN = access(401, 404, 404, 404, 404, 404);
/** A photo addressed under a hostel or room it does not belong to: no one, 404. */
const PHOTO_UNDER_WRONG_PARENT = access(401, 403, 403, 404, 404, 404);
/** What no one may do, administrators included (deleting an administrator). */
const NO_ONE = access(401, 403, 403, 403, 403, 403);
/** What is not there for anyone, signed in or not (the reviews of a hostel not approved). */
const NOT_THERE = access(404, 404, 404, 404, 404, 404);
/**
 * Replying to a review (issue 26): the owner of the reviewed hostel; another owner 404 (as
 * for their listings), students and admins 403 (their role may not reply).
 */
const REVIEWED_HOSTELS_OWNER = access(401, 403, 404, 'allow', 404, 403);
/** Marking a review helpful (issue 26): anyone signed in but its author (the student), 403. */
const READERS_BUT_THE_AUTHOR = access(
  401,
  403,
  'allow',
  'allow',
  'allow',
  'allow',
  notTheirs('allow'),
);
/** Reporting a hostel (issue 26): anyone signed in but its owner, who gets 403 with a sentence. */
const ANYONE_BUT_ITS_OWNER = access(401, 'allow', 'allow', 403, 'allow', 'allow');
/** A visit's or reservation's student and owner, and admins; anyone else 404 (issue 27). */
const BOOKING_PARTIES_AND_ADMINS = access(401, 'allow', 404, 'allow', 404, 'allow', notTheirs(404));
/** A visit's or reservation's student and owner only; anyone else 404 (issue 27). */
const BOOKING_PARTIES = access(401, 'allow', 404, 'allow', 404, 404, notTheirs(404));
/**
 * A hostel's insights (issue 30): its owner and admins; any other owner (approved or awaiting
 * approval) 404, as for their listings; students 403 (their role may not).
 */
const HOSTEL_OWNER_AND_ADMINS_READ = access(401, 403, 404, 'allow', 404, 'allow');

/**
 * The register (issue 44; spec decisions 25 and 26): the hostel's owner and its staff;
 * administrators 403 (residents' privacy, as for chats); anyone else 404, staff of another
 * hostel and the hostel's own residents included, so ids cannot be probed.
 */
const REGISTER_WORKERS = access(401, 404, 404, 'allow', 404, 403, {
  staffHere: 'allow',
  staffElsewhere: 404,
  resident: 404,
});
/**
 * What only the hostel's owner does in the register (staff, renaming beds): its staff 403
 * with a sentence, administrators 403, anyone else 404.
 */
const REGISTER_OWNER = access(401, 404, 404, 'allow', 404, 403, {
  staffHere: 403,
  staffElsewhere: 404,
  resident: 404,
});
/** Accepting a staff invitation sent to one's own email: any account but an administrator. */
const INVITED_ACCOUNT = access(401, 'allow', 'allow', 'allow', 'allow', 403);

/** The targets several rows share, named once so the matrix test seeds the same ones. */
export const TARGETS = {
  approvedHostel: "the approved owner's approved hostel",
  pendingHostel: "the approved owner's pending hostel",
  pendingOwnersHostel: "the pending owner's own pending hostel",
  approvedRoom: "a room of the approved owner's approved hostel",
  pendingRoom: "a room of the approved owner's pending hostel",
} as const;

const APPROVED_HOSTEL = TARGETS.approvedHostel;
const PENDING_HOSTEL = TARGETS.pendingHostel;
const PENDING_OWNERS_HOSTEL = TARGETS.pendingOwnersHostel;
const APPROVED_ROOM = TARGETS.approvedRoom;
const PENDING_ROOM = TARGETS.pendingRoom;
const OWN = "the caller's own";

function row(
  method: PolicyMethod,
  url: string,
  rule: string,
  first: AccessCase,
  ...more: AccessCase[]
): RoutePolicy {
  return { method, url, rule, cases: [first, ...more] };
}

const on = (target: string, byActor: AccessByActor): AccessCase => ({ target, access: byActor });

const PERMISSIONS = "DESIGN.md 'Permissions'";

/** Every route of the API with who may call it (see the module docstring). */
export const ROUTE_POLICY: readonly RoutePolicy[] = [
  // System and reference data: public (DESIGN.md: reference lists and map, read for all).
  row('GET', '/api/health', 'Liveness, public.', on('nothing', PUBLIC)),
  row('GET', '/api/stats', 'Marketing figures, public (decision 5).', on('nothing', PUBLIC)),
  row('GET', '/api/config', 'Map tile and geocoder URLs, public.', on('nothing', PUBLIC)),
  row(
    'GET',
    '/api/locations/cities',
    `Reference lists, public (${PERMISSIONS}).`,
    on('nothing', PUBLIC),
  ),
  row(
    'GET',
    '/api/locations/towns',
    `Reference lists, public (${PERMISSIONS}).`,
    on('a city', PUBLIC),
  ),
  row('GET', '/api/locations/universities', `Reference lists, public.`, on('nothing', PUBLIC)),
  row(
    'GET',
    '/api/places/suggest',
    'Suggestions as the student types, public (issue 42 item 6).',
    on('nothing', PUBLIC),
  ),
  row(
    'GET',
    '/api/locations/cities/by-slug/:slug',
    'A city page, public (issue 25).',
    on('a city', PUBLIC),
  ),
  row(
    'GET',
    '/api/locations/universities/by-slug/:slug',
    'A university page, public (issue 25).',
    on('a university', PUBLIC),
  ),
  row('GET', '/api/enhanced-hostels/cities', 'Reference lists, public.', on('nothing', PUBLIC)),
  row('GET', '/api/enhanced-hostels/towns', 'Reference lists, public.', on('nothing', PUBLIC)),
  row(
    'POST',
    '/api/towns',
    'Add a missing area (pending review): approved owners only, as creating a hostel (issue 22 item 17).',
    on('a new area of a city', HOSTEL_CREATORS),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/universities',
    'Reference lists, public.',
    on('nothing', PUBLIC),
  ),
  row('GET', '/api/enhanced-hostels/facilities', 'Reference lists, public.', on('nothing', PUBLIC)),
  row('GET', '/api/enhanced-hostels/room-types', 'Reference lists, public.', on('nothing', PUBLIC)),
  row('GET', '/api/rooms/config/types', 'Reference lists, public.', on('nothing', PUBLIC)),
  row(
    'GET',
    '/api/geocode/reverse',
    'Map picker geocoding, public (decision 11).',
    on('a point', PUBLIC),
  ),
  row(
    'GET',
    '/api/geocode/search',
    'Map picker geocoding, public (decision 11).',
    on('a place name', PUBLIC),
  ),
  row(
    'POST',
    '/api/analytics/events',
    'First-party analytics batches, anyone (issue 10).',
    on('a page view', PUBLIC),
  ),

  // Discovery: approved hostels for everyone; other statuses for admins (part 1 section 4).
  row(
    'GET',
    '/api/enhanced-hostels',
    `Approved hostels for all; \`status\` pending or rejected for admins only (${PERMISSIONS}).`,
    on('approved hostels', PUBLIC),
    on('pending hostels (status=pending)', ADMIN_ONLY),
  ),
  row(
    'GET',
    '/api/hostels',
    'Map markers: approved for all; `status` pending or rejected for admins only.',
    on('approved hostels', PUBLIC),
    on('pending hostels (status=pending)', ADMIN_ONLY),
  ),
  row(
    'GET',
    '/api/hostels/map',
    "The map's viewport: approved hostels matching the filters, clustered; public (issue 28).",
    on('a viewport', PUBLIC),
  ),
  row(
    'POST',
    '/api/enhanced-hostels/search/location',
    'Approved hostels near a point, public.',
    on('a point', PUBLIC),
  ),
  row(
    'POST',
    '/api/enhanced-hostels/search/university',
    'Approved hostels near a campus, public.',
    on('a university', PUBLIC),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/compare',
    'Approved hostels side by side, public; pending and rejected ones are left out for everyone (issue 29).',
    on('approved and pending hostels', PUBLIC),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/:id',
    `Approved hostels for all; pending and rejected ones for their owner and admins, 404 for anyone else (${PERMISSIONS}).`,
    on(APPROVED_HOSTEL, PUBLIC),
    on(PENDING_HOSTEL, OWNER_AND_ADMINS_SEE),
    on(PENDING_OWNERS_HOSTEL, PENDING_OWNER_AND_ADMINS_SEE),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/:id/near/:university',
    `How far a hostel is from a campus (issue 42): whoever may see the hostel (${PERMISSIONS}).`,
    on(APPROVED_HOSTEL, PUBLIC),
    on(PENDING_HOSTEL, OWNER_AND_ADMINS_SEE),
    on(PENDING_OWNERS_HOSTEL, PENDING_OWNER_AND_ADMINS_SEE),
  ),
  row(
    'GET',
    '/api/rooms',
    'Rooms are as visible as their hostel (`hostel_id`).',
    on(APPROVED_HOSTEL, PUBLIC),
    on(PENDING_HOSTEL, OWNER_AND_ADMINS_SEE),
  ),
  row(
    'GET',
    '/api/enhanced-rooms/hostel/:id',
    'Rooms are as visible as their hostel.',
    on(APPROVED_HOSTEL, PUBLIC),
    on(PENDING_HOSTEL, OWNER_AND_ADMINS_SEE),
  ),
  row(
    'GET',
    '/api/rooms/:id',
    'A room is as visible as its hostel.',
    on(APPROVED_ROOM, PUBLIC),
    on(PENDING_ROOM, OWNER_AND_ADMINS_SEE),
  ),
  row(
    'GET',
    '/api/enhanced-rooms/:id',
    'A room is as visible as its hostel.',
    on(APPROVED_ROOM, PUBLIC),
    on(PENDING_ROOM, OWNER_AND_ADMINS_SEE),
  ),
  row(
    'POST',
    '/api/enhanced-rooms/search',
    'Rooms of approved hostels, public.',
    on('a city', PUBLIC),
  ),
  row(
    'GET',
    '/api/images/hostels/:hostelId',
    "A hostel's photos are as visible as the hostel.",
    on(APPROVED_HOSTEL, PUBLIC),
    on(PENDING_HOSTEL, OWNER_AND_ADMINS_SEE),
  ),
  row(
    'GET',
    '/api/images/rooms/:roomId',
    "A room's photos are as visible as its hostel.",
    on(APPROVED_ROOM, PUBLIC),
    on(PENDING_ROOM, OWNER_AND_ADMINS_SEE),
  ),

  // Owner listings (part 2 section 6; docs/decisions/006).
  row(
    'GET',
    '/api/enhanced-hostels/owner/my-hostels',
    "The caller's hostels: owners (approved or not) and admins; students 403.",
    on(OWN, OWNERS_AND_ADMINS),
  ),
  row(
    'GET',
    '/api/enhanced-rooms/owner/my-rooms',
    "The rooms of the caller's hostels: owners and admins; students 403.",
    on(OWN, OWNERS_AND_ADMINS),
  ),
  row(
    'POST',
    '/api/enhanced-hostels',
    'Create a hostel: approved owners only; students, owners awaiting approval and admins 403.',
    on('a new hostel of the caller', HOSTEL_CREATORS),
  ),
  row(
    'PUT',
    '/api/enhanced-hostels/:id',
    `Its owner and admins; another owner 404; students and pending owners 403 (${PERMISSIONS}).`,
    on(APPROVED_HOSTEL, HOSTEL_MANAGERS),
  ),
  row(
    'DELETE',
    '/api/enhanced-hostels/:id',
    'Its owner and admins; another owner 404 (decision 16).',
    on("a fresh approved hostel of the approved owner's", HOSTEL_MANAGERS),
  ),
  row(
    'DELETE',
    '/api/enhanced-hostels/:id/changes/pending',
    'Withdraw the change waiting for review: its owner and admins; another owner 404 (issue 26).',
    on("a fresh approved hostel of the approved owner's with a change waiting", HOSTEL_MANAGERS),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/owner/insights',
    "The dashboard's overview of the caller's approved hostels: owners only; students and admins 403 (issue 30).",
    on(OWN, OWNERS_ONLY),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/:id/insights',
    'Views, contacts and price context: its owner and admins; another owner 404, students 403 (issue 30).',
    on(APPROVED_HOSTEL, HOSTEL_OWNER_AND_ADMINS_READ),
    on(PENDING_HOSTEL, HOSTEL_OWNER_AND_ADMINS_READ),
  ),
  ...(['/api/rooms', '/api/enhanced-rooms'] as const).flatMap((family) => [
    row(
      'POST',
      family,
      "Add a room to a hostel: its owner and admins; another owner 404 (part 2 section 7 'Rooms').",
      on(APPROVED_HOSTEL, HOSTEL_MANAGERS),
    ),
    row(
      'PUT',
      `${family}/:id`,
      'Change a room: its hostel owner and admins; another owner 404.',
      on(APPROVED_ROOM, HOSTEL_MANAGERS),
    ),
    row(
      'DELETE',
      `${family}/:id`,
      'Delete a room: its hostel owner and admins; another owner 404.',
      on("a fresh room of the approved owner's approved hostel", HOSTEL_MANAGERS),
    ),
  ]),

  // Photos and the mess picture (part 2 section 7 'Images').
  ...(
    [
      ['hostels', ':hostelId', APPROVED_HOSTEL, 'hostel'],
      ['rooms', ':roomId', APPROVED_ROOM, 'room'],
    ] as const
  ).flatMap(([set, param, target, noun]) => [
    row(
      'POST',
      `/api/images/${set}/${param}`,
      `Upload a ${noun} photo: its owner and admins; another owner 404.`,
      on(target, HOSTEL_MANAGERS),
    ),
    row(
      'PUT',
      `/api/images/${set}/${param}/:imageId`,
      `Change a ${noun} photo: its owner and admins; another owner 404; a photo named under another ${noun} 404.`,
      on(`a photo of ${target}`, HOSTEL_MANAGERS),
      on(`a photo of ${target}, named under the other owner's ${noun}`, PHOTO_UNDER_WRONG_PARENT),
    ),
    row(
      'DELETE',
      `/api/images/${set}/${param}/:imageId`,
      `Delete a ${noun} photo: its owner and admins; another owner 404; a photo named under another ${noun} 404.`,
      on(`a fresh photo of ${target}`, HOSTEL_MANAGERS),
      on(
        `a fresh photo of ${target}, named under the other owner's ${noun}`,
        PHOTO_UNDER_WRONG_PARENT,
      ),
    ),
  ]),
  row(
    'POST',
    '/api/images/mess/:id',
    'Upload the mess picture: the hostel owner and admins; another owner 404.',
    on(APPROVED_HOSTEL, HOSTEL_MANAGERS),
  ),
  row(
    'DELETE',
    '/api/images/mess/:id',
    'Remove the mess picture: the hostel owner and admins; another owner 404.',
    on("the mess information of a fresh approved hostel of the approved owner's", HOSTEL_MANAGERS),
  ),
  row(
    'POST',
    '/api/upload/single',
    'An image not yet attached: approved owners and admins.',
    on('a new image', LISTING_WRITERS),
  ),
  row(
    'POST',
    '/api/upload/multiple',
    'Images not yet attached: approved owners and admins.',
    on('new images', LISTING_WRITERS),
  ),

  // Favourites (part 1 section 7): own, approved hostels only.
  row('GET', '/api/users/favorites', `Own favourites (${PERMISSIONS}).`, on(OWN, SIGNED_IN)),
  row(
    'POST',
    '/api/users/favorites/:hostelId',
    'Save an approved hostel; a hostel that is not approved is 404 for everyone.',
    on(APPROVED_HOSTEL, SIGNED_IN),
    on(PENDING_HOSTEL, NOBODY_SIGNED_IN),
  ),
  row(
    'DELETE',
    '/api/users/favorites/:hostelId',
    'Remove a favourite (removing twice changes nothing).',
    on(APPROVED_HOSTEL, SIGNED_IN),
  ),

  // Reviews and ratings (issue 26): public reads; students with a verified contact write.
  row(
    'GET',
    '/api/enhanced-hostels/:id/reviews',
    "An approved hostel's reviews and rating, public; a hostel that is not approved has none to show, 404 for everyone.",
    on(APPROVED_HOSTEL, PUBLIC),
    on(PENDING_HOSTEL, NOT_THERE),
  ),
  row(
    'POST',
    '/api/enhanced-hostels/:id/reviews',
    'Students only, once per hostel, after a verified contact (the owner answered their chat about it); everyone else 403 with a sentence saying why.',
    on(
      "a fresh approved hostel whose owner answered the student's chat",
      // The other student accounts never chatted about it: no verified contact, 403.
      access(401, 'allow', 403, 403, 403, 403, notTheirs(403)),
    ),
    on('a fresh approved hostel the student never chatted about', NO_ONE),
  ),
  row(
    'PUT',
    '/api/reviews/:id',
    "The author's own review; anyone else's is 404.",
    on("the student's review", STUDENTS_OWN_BY_ID),
  ),
  row(
    'DELETE',
    '/api/reviews/:id',
    "The author's own review; anyone else's is 404.",
    on("a fresh review of the student's", STUDENTS_OWN_BY_ID),
  ),
  row(
    'PUT',
    '/api/reviews/:id/reply',
    "The reviewed hostel's owner only; another owner 404, other roles 403.",
    on("the student's review", REVIEWED_HOSTELS_OWNER),
  ),
  row(
    'POST',
    '/api/reviews/:id/helpful',
    'Anyone signed in but the author, once each (marking again changes nothing).',
    on("the student's review", READERS_BUT_THE_AUTHOR),
  ),

  // Visits and reservations (issue 27): students ask, the hostel's owner answers.
  row(
    'PUT',
    '/api/enhanced-hostels/:id/booking-settings',
    'Visiting hours and deposit text: its owner and admins; another owner 404 (issue 27).',
    on(APPROVED_HOSTEL, HOSTEL_MANAGERS),
  ),
  row(
    'POST',
    '/api/visits',
    'Students only, to an approved hostel inside its visiting hours (issue 27).',
    on('a fresh approved hostel open for visits every day', STUDENTS_ONLY),
  ),
  row('GET', '/api/visits', "The caller's own visits (issue 27).", on(OWN, SIGNED_IN)),
  row(
    'GET',
    '/api/visits/:id',
    'Its student, its owner and admins; anyone else 404 (issue 27).',
    on("a fresh visit of the student's to the approved owner's hostel", BOOKING_PARTIES_AND_ADMINS),
  ),
  row(
    'PATCH',
    '/api/visits/:id',
    'Its student and its owner, each on their side; anyone else 404 (issue 27).',
    on("a fresh visit of the student's to the approved owner's hostel", BOOKING_PARTIES),
  ),
  row(
    'GET',
    '/api/visits/:id/calendar.ics',
    'An accepted visit: its student, its owner and admins; anyone else 404 (issue 27).',
    on('a fresh accepted visit', BOOKING_PARTIES_AND_ADMINS),
  ),
  row(
    'POST',
    '/api/reservations',
    'Students only, for a room open for reservations with a free bed (issue 27).',
    on('a fresh reservable room of an approved hostel', STUDENTS_ONLY),
  ),
  row('GET', '/api/reservations', "The caller's own reservations (issue 27).", on(OWN, SIGNED_IN)),
  row(
    'GET',
    '/api/reservations/:id',
    'Its student, its owner and admins; anyone else 404 (issue 27).',
    on(
      "a fresh reservation of the student's in the approved owner's room",
      BOOKING_PARTIES_AND_ADMINS,
    ),
  ),
  row(
    'PATCH',
    '/api/reservations/:id',
    'Its student and its owner, each on their side; anyone else 404 (issue 27).',
    on("a fresh reservation of the student's in the approved owner's room", BOOKING_PARTIES),
  ),

  // Saved searches and alerts (issue 29): each signed-in user's own; another's search 404. The
  // emailed unsubscribe link needs no sign-in: its signed token is the permission.
  row(
    'GET',
    '/api/saved-searches',
    "The caller's own saved searches (issue 29).",
    on(OWN, SIGNED_IN),
  ),
  row(
    'POST',
    '/api/saved-searches',
    'Anyone signed in saves their own, at most 20 (issue 29).',
    on('a new saved search', SIGNED_IN),
  ),
  row(
    'PATCH',
    '/api/saved-searches/:id',
    'Its own user; anyone else 404 (issue 29).',
    on("a fresh saved search of the caller's", SIGNED_IN),
    on("a fresh saved search of the student's", STUDENTS_OWN_BY_ID),
  ),
  row(
    'DELETE',
    '/api/saved-searches/:id',
    'Its own user; anyone else 404 (issue 29).',
    on("a fresh saved search of the caller's", SIGNED_IN),
    on("a fresh saved search of the student's", STUDENTS_OWN_BY_ID),
  ),
  row(
    'GET',
    '/api/alerts/favorites',
    'Own favourite alerts switch (issue 29).',
    on(OWN, SIGNED_IN),
  ),
  row(
    'PUT',
    '/api/alerts/favorites',
    'Own favourite alerts switch (issue 29).',
    on(OWN, SIGNED_IN),
  ),
  row(
    'GET',
    '/api/alerts/unsubscribe',
    "The alert email's signed token is the permission; nothing changes (issue 29).",
    on('an unsubscribe token', PUBLIC),
  ),
  row(
    'POST',
    '/api/alerts/unsubscribe',
    "The alert email's signed token is the permission (issue 29, RFC 8058 one-click).",
    on('an unsubscribe token', PUBLIC),
  ),

  // Reports (issue 26): anyone signed in reports what they can see; admins resolve.
  row(
    'POST',
    '/api/reports',
    'Anyone signed in, about a hostel, review, message or user they can see, once while the report is open; their own hostel, review, message or account 403 with a sentence.',
    on('a fresh user', SIGNED_IN),
    on("a fresh approved hostel of the approved owner's", ANYONE_BUT_ITS_OWNER),
  ),

  // Profile and account (decision 9).
  row('GET', '/api/users/profile', `Own profile (${PERMISSIONS}).`, on(OWN, SIGNED_IN)),
  row(
    'PUT',
    '/api/users/profile',
    'Own profile; never role or email (decision 2).',
    on(OWN, SIGNED_IN),
  ),
  row('GET', '/api/users/notification-preferences', 'Own preferences.', on(OWN, SIGNED_IN)),
  row('PUT', '/api/users/notification-preferences', 'Own preferences.', on(OWN, SIGNED_IN)),
  row('GET', '/api/users/me/export', 'Own account data.', on(OWN, SIGNED_IN)),
  row(
    'DELETE',
    '/api/users/me',
    'Delete own account with the password; never an administrator (403).',
    on("a fresh account of the caller's kind", SIGNED_IN_BUT_ADMINS),
  ),

  // Accounts and sessions (part 1 section 7 'Authentication'): public forms, keyed by body.
  row(
    'POST',
    '/api/auth/register',
    'Anyone may register a student or owner.',
    on('a new email', PUBLIC),
  ),
  row(
    'POST',
    '/api/auth/admin/create',
    'Anyone holding the server creation key (decision 3); the key is the permission.',
    on('a new email and the key', PUBLIC),
  ),
  row(
    'POST',
    '/api/auth/verify-email',
    'The emailed token is the permission.',
    on('a token', PUBLIC),
  ),
  row(
    'POST',
    '/api/auth/resend-verification',
    'Answers the same for any email.',
    on('an email', PUBLIC),
  ),
  row('POST', '/api/auth/login', 'The password is the permission.', on('an account', PUBLIC)),
  row(
    'POST',
    '/api/auth/admin/login',
    "The password is the permission; a non-admin account's password gets 403.",
    on('an administrator account', PUBLIC),
  ),
  row(
    'POST',
    '/api/auth/two-factor/verify',
    'The sign-in challenge and a code are the permission.',
    on('a challenge', PUBLIC),
  ),
  row(
    'POST',
    '/api/auth/refresh',
    'The refresh cookie is the permission.',
    on('a session cookie', PUBLIC),
  ),
  row(
    'POST',
    '/api/auth/logout',
    'Ends the session of the cookie, if any.',
    on('a session cookie', PUBLIC),
  ),
  row(
    'POST',
    '/api/auth/forgot-password',
    'Answers the same for any email.',
    on('an email', PUBLIC),
  ),
  row(
    'POST',
    '/api/auth/reset-password',
    'The emailed token is the permission.',
    on('a token', PUBLIC),
  ),
  row(
    'POST',
    '/api/auth/change-password',
    'Own password, the current one required.',
    on("a fresh account of the caller's kind", SIGNED_IN),
  ),
  row(
    'GET',
    '/api/auth/providers',
    'Which sign-in providers exist, public.',
    on('nothing', PUBLIC),
  ),
  row('GET', '/api/auth/google', 'Start Google sign-in (302), public.', on('nothing', PUBLIC)),
  row(
    'POST',
    '/api/auth/google-callback',
    "The provider's code and the pending sign-in cookie are the permission.",
    on('a Google sign-in', PUBLIC),
  ),

  // Two-factor sign-in of the signed-in user (decision 9).
  row('GET', '/api/auth/two-factor', 'Own two-factor status.', on(OWN, SIGNED_IN)),
  row('POST', '/api/auth/two-factor/setup', 'Own enrolment.', on(OWN, SIGNED_IN)),
  row(
    'POST',
    '/api/auth/two-factor/enable',
    'Own enrolment, with a code.',
    on("a fresh account of the caller's kind, set up", SIGNED_IN),
  ),
  row(
    'POST',
    '/api/auth/two-factor/recovery-codes',
    'Own recovery codes, with a code.',
    on("a fresh account of the caller's kind with two-factor on", SIGNED_IN),
  ),
  row(
    'POST',
    '/api/auth/two-factor/disable',
    'Own two-factor sign-in, with a code.',
    on("a fresh account of the caller's kind with two-factor on", SIGNED_IN),
  ),

  // Messaging (part 1 section 7 'Messaging'): participants only; admins never read chats.
  row(
    'GET',
    '/api/messaging/chats/:userId',
    "Own chats: `userId` must be the caller's id (403 otherwise).",
    on(OWN, SIGNED_IN),
    on("the student's chats", STUDENTS_OWN_BY_USER_ID),
  ),
  row(
    'GET',
    '/api/messaging/chats/:chatId/messages',
    `Its two people only; anyone else 404, admins too (privacy, ${PERMISSIONS}).`,
    on('the chat of the student and the approved owner', CHAT_PARTICIPANTS),
  ),
  row(
    'POST',
    '/api/messaging/chats/create-or-get',
    'Only students start chats, as themselves, with an approved hostel.',
    on(APPROVED_HOSTEL, STUDENTS_ONLY),
  ),
  row(
    'POST',
    '/api/messaging/messages/send',
    'Its two people only, as themselves (403 otherwise), to the other; anyone else 404.',
    on('the chat of the student and the approved owner', CHAT_PARTICIPANTS),
    on("the same chat, sent in the student's name", STUDENTS_OWN_BY_USER_ID),
  ),
  row(
    'PATCH',
    '/api/messaging/messages/mark-read',
    'Its two people only, as themselves (403 otherwise); anyone else 404.',
    on('the chat of the student and the approved owner', CHAT_PARTICIPANTS),
    on("the same chat, read in the student's name", STUDENTS_OWN_BY_USER_ID),
  ),
  row(
    'GET',
    '/api/ws',
    'Live events over WebSocket: the first message `{ type: "auth", token }` authenticates; a ' +
      "guest's made-up token closes the socket with 4401 (read as 401). A plain HTTP GET is 404.",
    on("the caller's own events", SIGNED_IN),
  ),

  // Notifications (decision 9): own; another user's answers 404.
  row('GET', '/api/notifications', 'Own notifications.', on(OWN, SIGNED_IN)),
  row('PATCH', '/api/notifications/mark-all-read', 'Own notifications.', on(OWN, SIGNED_IN)),
  row(
    'PATCH',
    '/api/notifications/:id/read',
    "Own notification; another user's is 404.",
    on(OWN, SIGNED_IN),
    on("the student's notification", STUDENTS_OWN_BY_ID),
  ),
  row(
    'DELETE',
    '/api/notifications/:id',
    "Own notification; another user's is 404.",
    on(`${OWN} fresh notification`, SIGNED_IN),
    on("a fresh notification of the student's", STUDENTS_OWN_BY_ID),
  ),

  // Verified phones (part 2 section 7 'Phone'): own; another user's answers 404.
  row('POST', '/api/phone/send-otp', `Own phones (${PERMISSIONS}).`, on('a new number', SIGNED_IN)),
  row('POST', '/api/phone/verify-otp', 'Own phones.', on('a number sent a code', SIGNED_IN)),
  row('GET', '/api/phone/get-verified', 'Own phones.', on(OWN, SIGNED_IN)),
  row(
    'DELETE',
    '/api/phone/:id',
    "Own phone; another user's is 404.",
    on(`${OWN} fresh verified phone`, SIGNED_IN),
    on("a fresh verified phone of the student's", STUDENTS_OWN_BY_ID),
  ),
  row(
    'PUT',
    '/api/phone/:id/primary',
    "Own phone; another user's is 404.",
    on(`${OWN} verified phone`, SIGNED_IN),
    on("the student's verified phone", STUDENTS_OWN_BY_ID),
  ),

  // Contact (part 2 section 7 'Contact'): submit public, the inbox for admins.
  row('POST', '/api/contact/submit', `Anyone (${PERMISSIONS}).`, on('a new message', PUBLIC)),
  row('GET', '/api/contact/messages', 'The inbox: admins only.', on('all messages', ADMIN_ONLY)),
  row('GET', '/api/contact/stats', 'The inbox: admins only.', on('all messages', ADMIN_ONLY)),
  row(
    'PUT',
    '/api/contact/messages/:id/status',
    'The inbox: admins only.',
    on('a contact message', ADMIN_ONLY),
  ),
  row(
    'DELETE',
    '/api/contact/messages/:id',
    'The inbox: admins only.',
    on('a fresh contact message', ADMIN_ONLY),
  ),

  // Administration (part 2 section 7 'Admin'): admins only; 401 guests, 403 everyone else.
  row('GET', '/api/admin/overview', 'Admins only.', on('nothing', ADMIN_ONLY)),
  row('GET', '/api/admin/analytics', 'Admins only (issue 10).', on('nothing', ADMIN_ONLY)),
  row('GET', '/api/admin/audit', 'Admins only.', on('nothing', ADMIN_ONLY)),
  row(
    'GET',
    '/api/admin/deliveries',
    'Admins only: undelivered emails and SMS, never their text (issue 21 item 4).',
    on('failed deliveries', ADMIN_ONLY),
  ),
  row(
    'POST',
    '/api/admin/deliveries/:id/retry',
    'Admins only: a failed email or SMS back in line (issue 21 item 4).',
    on('a fresh failed delivery', ADMIN_ONLY),
  ),
  row('GET', '/api/admin/hostels', 'Admins only.', on('hostels of every status', ADMIN_ONLY)),
  row(
    'PATCH',
    '/api/admin/hostels/:id/status',
    'Admins only, pending hostels (decision 4).',
    on("a fresh pending hostel of the approved owner's", ADMIN_ONLY),
  ),
  row(
    'GET',
    '/api/admin/towns',
    'Admins only (issue 22 item 17).',
    on('pending areas', ADMIN_ONLY),
  ),
  row(
    'POST',
    '/api/admin/towns/:id/confirm',
    'Admins only, pending areas (issue 22 item 17).',
    on('a fresh pending area', ADMIN_ONLY),
  ),
  row(
    'PATCH',
    '/api/admin/towns/:id',
    'Admins only, pending areas; renaming confirms (issue 22 item 17).',
    on('a fresh pending area', ADMIN_ONLY),
  ),
  row(
    'POST',
    '/api/admin/towns/:id/merge',
    'Admins only, pending areas into a confirmed one of the same city (issue 22 item 17).',
    on('a fresh pending area', ADMIN_ONLY),
  ),
  row(
    'GET',
    '/api/admin/hostel-changes',
    'Admins only (issue 26).',
    on('changes waiting for review', ADMIN_ONLY),
  ),
  row(
    'PATCH',
    '/api/admin/hostel-changes/:id',
    'Admins only, changes waiting for review; every decision audited (issue 26).',
    on('a fresh change waiting for review', ADMIN_ONLY),
  ),
  row('GET', '/api/admin/reports', 'Admins only (issue 26).', on('all reports', ADMIN_ONLY)),
  row(
    'PATCH',
    '/api/admin/reports/:id',
    'Admins only, open reports; every resolution audited (issue 26).',
    on('a fresh open report', ADMIN_ONLY),
  ),
  row('GET', '/api/admin/owners', 'Admins only.', on('owners awaiting approval', ADMIN_ONLY)),
  row(
    'PATCH',
    '/api/admin/owners/:id/approval',
    'Admins only (decision 4).',
    on('a fresh owner awaiting approval', ADMIN_ONLY),
  ),
  row('GET', '/api/admin/users', `Admins only (${PERMISSIONS}).`, on('all users', ADMIN_ONLY)),
  row('GET', '/api/admin/users/:id', 'Admins only.', on('the student', ADMIN_ONLY)),
  row(
    'PATCH',
    '/api/admin/users/:id/role',
    'Admins only (decision 2).',
    on('a fresh student', ADMIN_ONLY),
  ),
  row(
    'PATCH',
    '/api/admin/users/:id/suspension',
    'Admins only.',
    on('a fresh student', ADMIN_ONLY),
  ),
  row(
    'DELETE',
    '/api/admin/users/:id',
    'Admins only; never an administrator (decision 16).',
    on('a fresh student', ADMIN_ONLY),
    on('a fresh administrator', NO_ONE),
  ),
  // The register (issue 44; spec decisions 24 to 26; docs/decisions/038 and 039).
  row(
    'GET',
    '/api/enhanced-hostels/:id/beds',
    'The bed map: the owner and its staff; admins 403 (privacy); anyone else 404.',
    on(APPROVED_HOSTEL, REGISTER_WORKERS),
  ),
  row(
    'PATCH',
    '/api/beds/:id',
    'Marking a bed taken: owner and staff; renaming it: the owner only (staff 403).',
    on("a bed of the approved owner's hostel, marked as it is", REGISTER_WORKERS),
    on("a bed of the approved owner's hostel, renamed", REGISTER_OWNER),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/:id/residents',
    'The residents: the owner and its staff (spec decision 26); admins 403.',
    on(APPROVED_HOSTEL, REGISTER_WORKERS),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/:id/residents.csv',
    'The residents as CSV (issue 44 item 6): the owner and its staff; admins 403.',
    on(APPROVED_HOSTEL, REGISTER_WORKERS),
  ),
  row(
    'POST',
    '/api/enhanced-hostels/:id/residents',
    'Adding a resident: the owner and its staff (spec decision 25).',
    on("a walk-in into a fresh room of the approved owner's hostel", REGISTER_WORKERS),
  ),
  row(
    'GET',
    '/api/residents/:id',
    "A resident: the hostel's owner and staff; the resident themself reads their stay instead.",
    on("the resident of the approved owner's hostel", REGISTER_WORKERS),
  ),
  row(
    'PATCH',
    '/api/residents/:id',
    "Changing a resident's record: the owner and its staff.",
    on("the resident of the approved owner's hostel", REGISTER_WORKERS),
  ),
  row(
    'POST',
    '/api/residents/:id/move',
    'Moving a resident to another bed: the owner and its staff.',
    on('a fresh walk-in with a free bed beside them', REGISTER_WORKERS),
  ),
  row(
    'POST',
    '/api/residents/:id/notice',
    "Recording a resident's notice: the owner and its staff.",
    on('a fresh walk-in', REGISTER_WORKERS),
  ),
  row(
    'DELETE',
    '/api/residents/:id/notice',
    'Withdrawing a notice is a register step, not a deletion of data: the owner and its staff (docs/decisions/039).',
    on('a fresh walk-in on notice', REGISTER_WORKERS),
  ),
  row(
    'GET',
    '/api/residents/:id/move-out-preview',
    'What a move-out would settle from the deposit and return (issue 45): the owner and its staff, who move residents out.',
    on('a fresh walk-in', REGISTER_WORKERS),
  ),
  row(
    'POST',
    '/api/residents/:id/move-out',
    'Moving a resident out: the owner and its staff.',
    on('a fresh walk-in', REGISTER_WORKERS),
  ),
  row(
    'POST',
    '/api/residents/:id/reveal-cnic',
    'The recorded reveal of a CNIC: the owner and its staff (spec decision 26).',
    on("the resident of the approved owner's hostel", REGISTER_WORKERS),
  ),
  // Rent and dues (issue 45; spec decisions 27 and 28; docs/decisions/041).
  row(
    'GET',
    '/api/enhanced-hostels/:id/billing-settings',
    'The billing day: the owner and its staff; admins 403 (privacy).',
    on(APPROVED_HOSTEL, REGISTER_WORKERS),
  ),
  row(
    'PUT',
    '/api/enhanced-hostels/:id/billing-settings',
    'Changing the billing day: the owner only (issue 45 item 6; staff 403).',
    on(APPROVED_HOSTEL, REGISTER_OWNER),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/:id/dues',
    "A month's dues: the owner and its staff; admins 403 (residents' privacy).",
    on(APPROVED_HOSTEL, REGISTER_WORKERS),
  ),
  row(
    'GET',
    '/api/dues/:id',
    'A due with its payments: the owner and its staff.',
    on("the due of a fresh walk-in of the approved owner's hostel", REGISTER_WORKERS),
  ),
  row(
    'POST',
    '/api/dues/:id/charges',
    'Charges and discounts: the owner and its staff (issue 45 item 6).',
    on("the due of a fresh walk-in of the approved owner's hostel", REGISTER_WORKERS),
  ),
  row(
    'POST',
    '/api/dues/:id/payments',
    'Recording a payment: the owner and its staff (issue 45 item 6).',
    on("the due of a fresh walk-in of the approved owner's hostel", REGISTER_WORKERS),
  ),
  row(
    'POST',
    '/api/payments/:id/reverse',
    'Reversing a payment: the owner only (issue 45 item 6; staff 403).',
    on("a fresh payment in the approved owner's hostel", REGISTER_OWNER),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/:id/collections',
    'The months at a glance: the owner and its staff; admins 403.',
    on(APPROVED_HOSTEL, REGISTER_WORKERS),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/:id/dues.csv',
    'The dues as CSV: the owner and its staff; admins 403.',
    on(APPROVED_HOSTEL, REGISTER_WORKERS),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/:id/payments.csv',
    'The payments as CSV: the owner and its staff; admins 403.',
    on(APPROVED_HOSTEL, REGISTER_WORKERS),
  ),
  row(
    'GET',
    '/api/users/me/stays',
    "The caller's own stays (none for most): anyone signed in.",
    on(OWN, SIGNED_IN),
  ),
  row(
    'GET',
    '/api/users/me/register-hostels',
    'The hostels whose register the caller works (none for most; admins none): anyone signed in.',
    on(OWN, SIGNED_IN),
  ),
  row(
    'POST',
    '/api/enhanced-hostels/:id/staff',
    'Inviting staff: the hostel owner only (its staff 403, admins 403, anyone else 404).',
    on(APPROVED_HOSTEL, REGISTER_OWNER),
  ),
  row(
    'GET',
    '/api/enhanced-hostels/:id/staff',
    'The staff and waiting invitations: the owner and its staff.',
    on(APPROVED_HOSTEL, REGISTER_WORKERS),
  ),
  row(
    'DELETE',
    '/api/enhanced-hostels/:id/staff/:staffId',
    'Removing staff or an invitation: the owner only; staff never delete (403).',
    on("a fresh invitation to the approved owner's hostel", REGISTER_OWNER),
  ),
  row(
    'GET',
    '/api/staff-invitations/:token',
    'What an invitation offers: public, the emailed token is the permission.',
    on('a fresh waiting invitation', PUBLIC),
  ),
  row(
    'POST',
    '/api/staff-invitations/:token/accept',
    'Accepting: the signed-in account with the invited email, never an administrator (403); another account 403.',
    on("a fresh invitation to the caller's own email", INVITED_ACCOUNT),
    on('a fresh invitation to another email', NO_ONE),
  ),
  row(
    'POST',
    '/api/payments/:id/send-receipt',
    "Emailing a payment's receipt to the resident (issue 45 item 3): the owner and its staff; the resident themselves 404.",
    on("a payment of a resident with an email in the approved owner's hostel", REGISTER_WORKERS),
  ),
  row(
    'GET',
    '/api/users/me/receipts',
    "The receipts of the caller's linked stays (none for most): anyone signed in.",
    on(OWN, SIGNED_IN),
  ),
];

/** `METHOD /path`, the key a route is known by in the matrix. */
export function routeKey(route: { method: string; url: string }): string {
  return `${route.method} ${route.url}`;
}
