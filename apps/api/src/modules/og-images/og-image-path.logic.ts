/**
 * The path of a hostel's link-preview image (issue 25): `/og/hostels/<id>.jpg`, served by
 * og-images.routes.ts outside /api so crawlers fetch it like any picture. The page server
 * prefixes PUBLIC_URL for an absolute `og:image`. Kept apart from the route so a caller does
 * not load sharp.
 */
export function ogImagePath(hostelId: string): string {
  return `/og/hostels/${encodeURIComponent(hostelId)}.jpg`;
}
