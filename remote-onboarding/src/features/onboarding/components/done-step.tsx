import { Button, RouterLink, Stack, Text } from '@vigil/shared';
import { paths } from '../../../paths';

/** Step 3: everything processed. */
export function DoneStep() {
  return (
    <Stack gap="4">
      <Text>Your site is crawled, scanned and has its first test cases.</Text>
      <Button asChild alignSelf={{ base: 'stretch', sm: 'start' }}>
        <RouterLink to={paths.home}>Go to your dashboard</RouterLink>
      </Button>
    </Stack>
  );
}
