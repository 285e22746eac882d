import { SavedSearchesPage } from '../../features/saved-searches/components/saved-searches-page';

/** /saved-searches (issue 29): the signed-in user's saved searches and alert switches. */
export default function SavedSearchesRoute() {
  return <SavedSearchesPage />;
}
