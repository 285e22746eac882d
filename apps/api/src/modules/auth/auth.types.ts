import type { Session, TwoFactorChallenge } from '@hostelhub/shared';
import type { Notify } from '../notify/notify.service.ts';
import type { TwoFactorService } from '../two-factor/two-factor.service.ts';
import type { AuthRepository } from './auth.repository.ts';

/** What the auth service is built from (services.ts). */
export interface AuthServiceOptions {
  repository: AuthRepository;
  jwtSecret: string;
  /** Sends the verification and reset links (issue 43 item 2). */
  notify: Pick<Notify, 'tell'>;
  adminCreationKey: string | undefined;
  /** Asks users with two-factor sign-in on for their code before a session is issued. */
  twoFactor: Pick<TwoFactorService, 'challengeFor' | 'completeChallenge'>;
}

/** A session the route turns into a response body and a refresh cookie. */
export interface IssuedSession {
  session: Session;
  refreshToken: string;
}

/** What a first factor leads to: the session, or the challenge for the second factor. */
export type SignInOutcome = IssuedSession | TwoFactorChallenge;
