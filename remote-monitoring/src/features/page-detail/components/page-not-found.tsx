import { NotFoundState } from '../../../components/not-found-state';
import { paths } from '../../../paths';

export function PageNotFound() {
  return <NotFoundState thing="page" backTo={paths.home} backLabel="Back to your sites" />;
}
