import type { Case } from '@vigil/contract';
import { useNavigate } from '@vigil/shared';
import { DeleteButton } from '../../../components/delete-button';
import { useDeleteCase } from '../../../data/cases/delete-case';
import { paths } from '../../../paths';

/** Delete case, asked once more; the cases list follows. */
export function DeleteCaseButton({ testCase }: { testCase: Case }) {
  const navigate = useNavigate();
  const remove = useDeleteCase(testCase.id, () => void navigate(paths.cases, { replace: true }));
  return (
    <DeleteButton
      label="Delete case"
      message={`Delete “${testCase.title}”? Its runs and their screenshots are deleted for good; issues its runs opened are kept.`}
      remove={remove}
    />
  );
}
