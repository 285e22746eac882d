import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { apiUrl } from '../../../lib/api-client';
import { useAuthProviders } from '../api/get-auth-providers';
import { useT } from '../../../lib/i18n';
import { authText } from '../i18n';

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.06H2.18A11 11 0 0 0 1 12c0 1.78.43 3.46 1.18 4.94l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.55 10.55 0 0 0 12 1 11 11 0 0 0 2.18 7.06l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/**
 * Renders `children` only when the server has a Google client (GET /api/auth/providers says
 * so), and nothing while that loads or when it failed: no button is offered that cannot work,
 * and none appears above "Google sign-in is not configured" (issue 40 item 9).
 */
export function WhenGoogleConfigured({ children }: { children: ReactNode }) {
  const { data } = useAuthProviders();
  return data?.google === true ? children : null;
}

/**
 * "Continue with Google": a full-page navigation to GET /api/auth/google, which returns the
 * browser to /auth/callback. Place it inside WhenGoogleConfigured.
 */
export function GoogleButton({ label }: { label?: string }) {
  const t = useT(authText);
  return (
    <Button
      variant="outline"
      className="w-full"
      onClick={() => window.location.assign(apiUrl('/api/auth/google'))}
    >
      <GoogleMark />
      {label ?? t('google.continue')}
    </Button>
  );
}

/**
 * The generic sign-up form's Google button: says it is not offered there (part 1 section 8).
 * Place it inside WhenGoogleConfigured too.
 */
export function GoogleSignupUnavailableButton() {
  const t = useT(authText);
  const [isNoteShown, setIsNoteShown] = useState(false);
  return (
    <div className="space-y-2">
      <Button variant="outline" className="w-full" onClick={() => setIsNoteShown(true)}>
        <GoogleMark />
        {t('google.signUp')}
      </Button>
      {isNoteShown ? (
        <p role="status" className="text-center text-xs text-slate-500 dark:text-slate-400">
          {t('google.signUpUnavailable')}
        </p>
      ) : null}
    </div>
  );
}

export function OrDivider() {
  const t = useT(authText);
  return (
    <div className="flex items-center gap-3 text-xs text-slate-500 uppercase dark:text-slate-400">
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
      {t('google.or')}
      <span className="h-px flex-1 bg-slate-200 dark:bg-slate-800" />
    </div>
  );
}
