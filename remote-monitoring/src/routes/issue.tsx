import { useParams } from '@vigil/shared';
import { ObjectScreen } from '../components/object-screen';
import { useIssue } from '../data/issues/get-issue';
import { IssueNotFound } from '../features/issues/components/issue-not-found';
import { IssueView } from '../features/issues/components/issue-view';
import { paths } from '../paths';

/** /issue/:id : one issue, its details and links, close / reopen and edit. */
export function IssueRoute() {
  const { id = '' } = useParams();
  return (
    <ObjectScreen
      title="Issue"
      thing="issue"
      query={useIssue(id)}
      notFound={<IssueNotFound />}
      back={{ to: paths.issues, label: '← Issues' }}
    >
      {(issue) => <IssueView issue={issue} />}
    </ObjectScreen>
  );
}
