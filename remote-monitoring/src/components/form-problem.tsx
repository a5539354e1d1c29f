import { Link, RouterLink, Text } from '@vigil/shared';
import type { SaveProblem } from '../lib/save-problem';
import { paths } from '../paths';

/**
 * What a save said that names no field, above the form's buttons; over the plan, with the way
 * to a bigger one.
 */
export function FormProblem({ problem }: { problem: SaveProblem | null }) {
  if (!problem || problem.field) return null;
  return (
    <Text role="alert" color="fg.error">
      {problem.message}
      {problem.overPlan ? (
        <>
          {' '}
          <Link asChild>
            <RouterLink to={paths.billing}>See the plans</RouterLink>
          </Link>
        </>
      ) : null}
    </Text>
  );
}
