import { useId } from 'react';
import { toast } from 'sonner';
import { Card, CardBody } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useFavoriteAlerts } from '../api/get-favorite-alerts';
import { useSetFavoriteAlerts } from '../api/set-favorite-alerts';
import { savedSearchesText } from '../i18n';

/**
 * The alerts on favourites' switch (issue 29): a favourite's lower price or free beds again,
 * told in the app and by email. Also how a student turns them back on after an email's
 * unsubscribe link turned them off.
 */
export function FavoriteAlertsSwitch() {
  const t = useT(savedSearchesText);
  const state = useFavoriteAlerts();
  const mutation = useSetFavoriteAlerts();
  const id = useId();

  return (
    <Card>
      <CardBody className="space-y-3">
        <h2 className="text-base font-semibold text-slate-900 dark:text-slate-100">
          {t('favorites.title')}
        </h2>
        {state.data ? (
          <div className="flex items-start gap-3">
            <input
              id={id}
              type="checkbox"
              role="switch"
              checked={state.data.enabled}
              disabled={mutation.isPending}
              aria-describedby={`${id}-description`}
              onChange={(event) => {
                const enabled = event.target.checked;
                mutation.mutate(
                  { enabled },
                  {
                    onSuccess: () =>
                      toast.success(enabled ? t('favorites.turnedOn') : t('favorites.turnedOff')),
                    onError: (error) => toast.error(errorText(error, t('favorites.failed'))),
                  },
                );
              }}
              className="mt-1 h-4 w-4 shrink-0 rounded border-slate-300 text-teal-700 focus-visible:ring-2 focus-visible:ring-teal-600 dark:border-slate-600"
            />
            <div>
              <label
                htmlFor={id}
                className="text-sm font-medium text-slate-900 dark:text-slate-100"
              >
                {t('favorites.toggle')}
              </label>
              <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
                {t('favorites.description')}
              </p>
            </div>
          </div>
        ) : state.isError ? (
          <p className="text-sm text-red-700 dark:text-red-400">
            {errorText(state.error, t('favorites.failed'))}
          </p>
        ) : (
          <Skeleton className="h-10 w-full" />
        )}
      </CardBody>
    </Card>
  );
}
