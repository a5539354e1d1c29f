import {
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
  WEBHOOK_VERIFY_SNIPPETS,
} from '@vigil/contract';
import { Box, Code, Flex, HStack, Stack, Text } from '@vigil/shared';
import { CodeBox } from './code-box';
import { CopyButton } from './copy-button';
import { LongValue } from './long-value';

export interface WebhookSigningProps {
  /** The signing secret; undefined for a non-admin (the API answers none). */
  secret: string | undefined;
  /** Whose secret it is, as the sentence for a non-admin says: "alert" or "flow". */
  owner: 'alert' | 'flow';
}

/** A snippet a receiver copies as is: a native disclosure, so the panel stays short. */
function Snippet({ name, code }: { name: string; code: string }) {
  return (
    <Box as="details">
      <Box as="summary" cursor="pointer" fontSize="sm" fontWeight="medium">
        Verify in {name}
      </Box>
      <Stack gap="1" mt="2">
        <Flex justify="end">
          <CopyButton
            text={code}
            label={`Copy the ${name} check`}
            copied={`${name} check copied`}
          />
        </Flex>
        {/* inline-size containment: the code scrolls in its box and never widens the panel. */}
        <CodeBox code={code} aria-label={`${name} check`} css={{ contain: 'inline-size' }} />
      </Stack>
    </Box>
  );
}

/**
 * How a webhook call is signed and how a receiver checks it, the same on the alert and the flow
 * screens and in docs/webhooks.md: the snippets are the contract's, which an API test runs
 * against a real delivery (api/src/notify/webhook-recipe.test.ts).
 */
export function WebhookSigning({ secret, owner }: WebhookSigningProps) {
  return (
    <Stack as="section" aria-label="Webhook signature" gap="2" minW="0">
      {secret === undefined ? (
        <Text fontSize="sm" color="fg.muted">
          Only admins can see the webhook secret this {owner}&apos;s calls are signed with.
        </Text>
      ) : (
        <Stack gap="1">
          <HStack justify="space-between" gap="2">
            <Text fontWeight="medium" fontSize="sm">
              Webhook secret
            </Text>
            <CopyButton text={secret} label="Copy webhook secret" copied="Webhook secret copied" />
          </HStack>
          <LongValue aria-label="Webhook secret">{secret}</LongValue>
        </Stack>
      )}
      <Text fontSize="xs" color="fg.muted">
        Each call carries <Code size="sm">{WEBHOOK_TIMESTAMP_HEADER}</Code> (Unix seconds) and{' '}
        <Code size="sm">{WEBHOOK_SIGNATURE_HEADER}</Code>: <Code size="sm">sha256=</Code> followed
        by the hex HMAC-SHA256 of <Code size="sm">{'<timestamp>.<body>'}</Code> (the timestamp, a
        dot and the body exactly as received), keyed with this secret. Compare in constant time and
        refuse calls older than five minutes.
      </Text>
      {WEBHOOK_VERIFY_SNIPPETS.map((snippet) => (
        <Snippet key={snippet.language} name={snippet.name} code={snippet.code} />
      ))}
    </Stack>
  );
}
