import {
  Box,
  Button,
  Flex,
  getRuntimeConfig,
  Link,
  LoadingSpinner,
  Stack,
  Text,
} from '@vigil/shared';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { apiReferenceUrl, maskKey } from '../api-examples';
import { useApiToken } from '../../../data/api-token/get-api-token';
import { useRegenerateApiToken } from '../../../data/api-token/regenerate-api-token';
import { CopyButton } from '../../../components/copy-button';
import { RegenerateKeyDialog } from './regenerate-key-dialog';

/** The caller's API key: hidden until revealed, copyable, and regenerable after a confirmation. */
export function ApiKeyCard() {
  const token = useApiToken();
  return (
    <QueryState
      query={token}
      loading={<LoadingSpinner label="Loading your API key" />}
      failed="Could not load your API key."
    >
      {(data) => <KeyPanel apiKey={data.api_token} />}
    </QueryState>
  );
}

/** The loaded key and what can be done with it. */
function KeyPanel({ apiKey: key }: { apiKey: string }) {
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateApiToken(() => {
    setConfirming(false);
    // The new key has to be copied into scripts now, so it is shown.
    setRevealed(true);
  });
  return (
    <Stack gap="3">
      <HowToSend />
      <KeyOutput text={revealed ? key : maskKey(key)} />
      <Flex gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setRevealed((shown) => !shown)}>
          {revealed ? 'Hide' : 'Reveal'}
        </Button>
        <CopyButton text={key} label="Copy API key" copied="API key copied" />
        <Button size="sm" colorPalette="red" variant="outline" onClick={() => setConfirming(true)}>
          Regenerate
        </Button>
      </Flex>
      <RegenerateKeyDialog
        open={confirming}
        regenerating={regenerate.isPending}
        onConfirm={() => regenerate.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** The header a call sends the key in, and where the API reference is. */
function HowToSend() {
  return (
    <Text color="fg.muted" fontSize="sm">
      Send it as{' '}
      <Text as="code" fontFamily="mono">
        Authorization: Token &lt;key&gt;
      </Text>
      . Keep it secret: it acts as you.{' '}
      <Link
        href={apiReferenceUrl(getRuntimeConfig().apiBase, window.location.origin)}
        target="_blank"
        rel="noreferrer"
      >
        API reference
      </Link>
    </Text>
  );
}

/** The key, shown or masked. */
function KeyOutput({ text }: { text: string }) {
  return (
    <Box
      as="output"
      aria-label="Current API key"
      display="block"
      p="2"
      bg="bg.muted"
      color="fg"
      rounded="md"
      fontFamily="mono"
      fontSize="sm"
      overflowWrap="anywhere"
    >
      {text}
    </Box>
  );
}
