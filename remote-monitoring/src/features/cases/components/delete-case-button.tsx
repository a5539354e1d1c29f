import type { Case } from '@vigil/contract';
import { Button, useNavigate } from '@vigil/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteCase } from '../../../data/cases/delete-case';
import { paths } from '../../../paths';

/** Delete case, asked once more; the cases list follows. */
export function DeleteCaseButton({ testCase }: { testCase: Case }) {
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteCase(testCase.id, () => void navigate(paths.cases, { replace: true }));
  return (
    <>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking(true)}>
        Delete case
      </Button>
      <ConfirmDialog
        open={asking}
        title="Delete case"
        message={`Delete “${testCase.title}”? Its runs and their screenshots are deleted for good; issues its runs opened are kept.`}
        confirmLabel="Delete case"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
