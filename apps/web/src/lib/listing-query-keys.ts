/**
 * Cache keys shared by the owner features (features never import each other, so the keys
 * they both invalidate live here).
 */

/** The signed-in owner's hostels (GET /api/enhanced-hostels/owner/my-hostels). */
export const MY_HOSTELS_QUERY_KEY = ['hostels', 'mine'] as const;
