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
      <Progress.Root value={progress} max={100}>
        {/* The track is the element with role progressbar: the name belongs there, not on the
            root (a generic div, whose aria-label assistive technology ignores). */}
        <Progress.Track aria-label="Onboarding progress">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text data-testid="progress-value">{progress}%</Text>
      <Text color="fg.muted">{stage}</Text>
    </Stack>
  );
}
