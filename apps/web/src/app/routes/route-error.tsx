import { useEffect } from 'react';
import { Link, useRouteError } from 'react-router';
import { Button, buttonVariants } from '../../components/ui/button';
import { paths } from '../../config/paths';

/** Last-resort screen when a page fails to render or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    document.title = 'Something went wrong · Hostelhub';
  }, []);
  const isChunkError =
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/iu.test(error.message);
  return (
    <div
      role="alert"
      className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center"
    >
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="max-w-md text-slate-600 dark:text-slate-400">
        {isChunkError
          ? 'A new version of Hostelhub is available. Reload the page to continue.'
          : 'This page could not be displayed. Please reload, or go back to the home page.'}
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Link
          to={paths.home.getHref()}
          reloadDocument
          className={buttonVariants({ variant: 'outline' })}
        >
          Home
        </Link>
      </div>
    </div>
  );
}
