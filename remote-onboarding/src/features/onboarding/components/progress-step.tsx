import { Progress, Stack, Text } from '@vigil/shared';

/** Step 2: where the crawl, scans and case generation have got to. */
export function ProgressStep({ progress }: { progress: number }) {
  const stage =
    progress <= 10
      ? 'Crawling your site…'
      : progress < 75
        ? 'Scanning your pages…'
        : 'Writing your first test cases…';
  return (
    <Stack gap="3">
      <Progress.Root value={progress} max={100} aria-label="Onboarding progress">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text data-testid="progress-value">{progress}%</Text>
      <Text color="fg.muted">{stage}</Text>
    </Stack>
  );
}
