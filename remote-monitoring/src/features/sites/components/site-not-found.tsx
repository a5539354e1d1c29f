import { NotFoundState } from '../../../components/not-found-state';
import { paths } from '../../../paths';

export function SiteNotFound() {
  return <NotFoundState thing="site" backTo={paths.home} backLabel="Back to your sites" />;
}
