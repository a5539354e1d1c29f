import { NotFoundState } from '../../../components/not-found-state';
import { paths } from '../../../paths';

export function CaseNotFound() {
  return <NotFoundState thing="case" backTo={paths.cases} backLabel="Back to your cases" />;
}
