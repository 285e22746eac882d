import { MailCheck } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { LoadError } from '../../../components/ui/load-error';
import { PendingButton } from '../../../components/ui/pending-button';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useAcceptStaffInvitation } from '../api/accept-staff-invitation';
import { useStaffInvitation } from '../api/get-staff-invitation';
import { registerText } from '../i18n';
import { REGISTER_ROLE_LABEL } from '../utils/bed-states';

/**
 * /staff-invitations/{token} (issue 44 item 4): what the invitation is (hostel, role, who sent
 * it, to which email), and "Accept" for a signed-in user; a guest signs in (and comes back
 * here) or signs up first. The link itself never signs anyone in.
 */
export function StaffInvitationPage({ token }: { token: string }) {
  const t = useT(registerText);
  const { user } = useAuth();
  const navigate = useNavigate();
  const invitation = useStaffInvitation(token);
  const accept = useAcceptStaffInvitation(token);
  const here = paths.staffInvitation.getHref(token);
  // A 404 is an invitation that expired, was withdrawn or was used: one sentence for all.
  const gone = invitation.error instanceof ApiError && invitation.error.status === 404;
  return (
    <ContentLayout title={t('invitation.heading')} width="narrow">
      {gone ? (
        <Alert tone="error">{t('invitation.gone')}</Alert>
      ) : invitation.isError ? (
        <LoadError
          title={t('invitation.loadFailed')}
          message={errorText(invitation.error, t('invitation.loadFailed'))}
          onRetry={() => void invitation.refetch()}
          isRetrying={invitation.isFetching}
        />
      ) : !invitation.data ? (
        <div role="status" aria-label={t('invitation.loading')}>
          <Skeleton className="h-40" />
        </div>
      ) : (
        <Card>
          <CardBody className="space-y-4">
            <MailCheck aria-hidden="true" className="h-8 w-8 text-teal-700 dark:text-teal-400" />
            <p className="text-base text-slate-900 dark:text-white">
              {t('invitation.what', {
                inviter: invitation.data.invited_by,
                hostel: invitation.data.hostel_name,
                role: t(REGISTER_ROLE_LABEL[invitation.data.role]),
              })}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('invitation.sentTo', { email: invitation.data.email })}
            </p>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('invitation.duties')}</p>
            {accept.isError ? (
              <Alert tone="error">{errorText(accept.error, t('invitation.acceptFailed'))}</Alert>
            ) : null}
            {user ? (
              <PendingButton
                isPending={accept.isPending}
                pendingLabel={t('invitation.accepting')}
                onClick={() =>
                  accept.mutate(undefined, {
                    onSuccess: () => void navigate(paths.register.home.getHref()),
                  })
                }
              >
                {t('invitation.accept')}
              </PendingButton>
            ) : (
              <div className="space-y-2">
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  {t('invitation.signInFirst')}
                </p>
                <div className="flex flex-wrap gap-2">
                  <Link to={paths.auth.login.getHref(here)} className={buttonVariants()}>
                    {t('invitation.signIn')}
                  </Link>
                  <Link
                    to={paths.auth.signupStudent.getHref()}
                    className={buttonVariants({ variant: 'outline' })}
                  >
                    {t('invitation.signUp')}
                  </Link>
                </div>
              </div>
            )}
          </CardBody>
        </Card>
      )}
    </ContentLayout>
  );
}
