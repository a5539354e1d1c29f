import { NotFoundState } from '../../../components/not-found-state';
import { paths } from '../../../paths';

export function CaseRunNotFound() {
  return <NotFoundState thing="case run" backTo={paths.cases} backLabel="Back to your cases" />;
}
