import { Button, useNavigate } from '@vigil/shared';
import { useCreateFlow } from '../../../data/flows/create-flow';
import { paths } from '../../../paths';

/** Creates an "Untitled Flow" and opens it in the editor. */
export function NewFlowButton() {
  const create = useCreateFlow();
  const navigate = useNavigate();
  return (
    <Button
      size="sm"
      loading={create.isPending}
      onClick={() =>
        create.mutate(
          { title: 'Untitled Flow' },
          { onSuccess: (flow) => navigate(paths.flow(flow.id)) },
        )
      }
    >
      New flow
    </Button>
  );
}
