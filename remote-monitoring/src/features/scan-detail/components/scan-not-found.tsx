import { NotFoundState } from '../../../components/not-found-state';
import { paths } from '../../../paths';

export function ScanNotFound() {
  return <NotFoundState thing="scan" backTo={paths.home} backLabel="Back to your sites" />;
}
