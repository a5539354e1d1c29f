import { getRuntimeConfig, Link, Stack, Text } from '@vigil/shared';
import { apiBaseUrl, ciExample, curlExample } from '../api-examples';
import { CodeBlock } from './code-block';

/** The base URL scripts call, ready-to-paste examples and the product's documentation. */
export function ApiExamplesCard() {
  const config = getRuntimeConfig();
  const baseUrl = apiBaseUrl(config.apiBase, window.location.origin);
  return (
    <Stack gap="4">
      <Text fontSize="sm">
        <Text as="span" color="fg.muted">
          Base URL:{' '}
        </Text>
        <Text as="code" fontFamily="mono" aria-label="API base URL" overflowWrap="anywhere">
          {baseUrl}
        </Text>
      </Text>
      <Text color="fg.muted" fontSize="sm">
        The examples read the key from the VIGIL_API_KEY environment variable (in CI, a secret).
      </Text>
      <CodeBlock title="curl example" code={curlExample(baseUrl)} />
      <CodeBlock title="CI example (GitHub Actions)" code={ciExample(baseUrl)} />
      <Link href={config.links.docs} target="_blank" rel="noreferrer" alignSelf="flex-start">
        Documentation
      </Link>
    </Stack>
  );
}
