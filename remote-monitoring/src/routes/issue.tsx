import { IdScreen } from '../components/id-screen';
import { useIssue } from '../data/issues/get-issue';
import { IssueNotFound } from '../features/issues/components/issue-not-found';
import { IssueView } from '../features/issues/components/issue-view';
import { paths } from '../paths';

/** /issue/:id : one issue, its details and links, close / reopen and edit. */
export function IssueRoute() {
  return (
    <IdScreen
      thing="issue"
      useObject={useIssue}
      notFound={<IssueNotFound />}
      back={{ to: paths.issues, label: '← Issues' }}
    >
      {(issue) => <IssueView issue={issue} />}
    </IdScreen>
  );
}
