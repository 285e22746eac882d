/** The images feature's cache keys (issue 23: one key factory per feature). */
export const imageKeys = {
  all: ['images'] as const,
  /** One room's photos. */
  room: (roomId: string) => [...imageKeys.all, 'room', roomId] as const,
};
