import { Alert, Link, RouterLink, useTeam } from '@vigil/shared';
import { paths } from '../../../paths';
import type { SaveProblems } from '../lib/graph-errors';

const allowed = (count: number, thing: string) =>
  count === 0 ? `any number of ${thing}s` : `${count} ${thing}${count === 1 ? '' : 's'}`;

/** Why the last save was refused; each node's and edge's own problem is shown on it. */
export function SaveProblemsBanner({ problems }: { problems: SaveProblems }) {
  const limits = useTeam().data?.limits;
  // The server names the limit ("max nodes reached"); the plan's figures say how far to go back.
  const allowance =
    problems.overLimit && limits
      ? ` Your plan allows ${allowed(limits.nodes_allowed, 'node')} and ${allowed(limits.conditions_allowed, 'condition')} per flow.`
      : '';
  const onGraph = Object.keys(problems.byNode).length + Object.keys(problems.byEdge).length;
  return (
    <Alert.Root status={problems.overLimit ? 'warning' : 'error'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{problems.reason}</Alert.Title>
        <Alert.Description>
          {problems.general.join(' ')}
          {allowance}
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
