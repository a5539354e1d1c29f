import { Alert, Link } from '@vigil/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../paths';
import type { SaveProblems } from '../lib/graph-errors';

/** Why the last save was refused; each node's and edge's own problem is shown on it. */
export function SaveProblemsBanner({ problems }: { problems: SaveProblems }) {
  const onGraph = Object.keys(problems.byNode).length + Object.keys(problems.byEdge).length;
  return (
    <Alert.Root status={problems.overLimit ? 'warning' : 'error'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{problems.reason}</Alert.Title>
        <Alert.Description>
          {problems.general.join(' ')}
          {onGraph > 0 ? ' The nodes and connections concerned are marked on the graph.' : ''}
          {problems.overLimit ? (
            <>
              {' '}
              <Link asChild textDecoration="underline">
                <RouterLink to={paths.billing}>See your plan</RouterLink>
              </Link>
            </>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
