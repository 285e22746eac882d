import type { OwnerApprovalStatus, Role } from '@hostelhub/shared';

/** Who is calling: a signed-in user's id, role, (owners) approval state and session id. */
export interface Actor {
  id: string;
  role: Role;
  ownerApprovalStatus: OwnerApprovalStatus | null;
  /** The refresh-token family this access token was issued for. */
  sessionId: string;
}
