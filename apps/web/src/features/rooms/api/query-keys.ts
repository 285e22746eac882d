/** The rooms feature's cache keys (issue 23: one key factory per feature). */
export const roomKeys = {
  all: ['rooms'] as const,
  /** One hostel's rooms (GET /api/rooms?hostel_id=); room writes invalidate it. */
  ofHostel: (hostelId: string) => [...roomKeys.all, 'hostel', hostelId] as const,
};
