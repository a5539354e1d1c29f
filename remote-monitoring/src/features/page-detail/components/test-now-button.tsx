import { Button, type ButtonProps, useNavigate } from '@vigil/shared';
import { useTestPage } from '../../../data/tests/create-test';
import { paths } from '../../../paths';

/** Starts a test of the page (a new scan compared with its baseline) and opens it. */
export function TestNowButton({ pageId, ...props }: { pageId: string } & ButtonProps) {
  const start = useTestPage(pageId);
  const navigate = useNavigate();
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={start.isPending}
      loading={start.isPending}
      loadingText="Starting…"
      onClick={() =>
        start.mutate(undefined, {
          onSuccess: ([test]) => test && navigate(paths.test(test.id)),
        })
      }
      {...props}
    >
      Test now
    </Button>
  );
}
