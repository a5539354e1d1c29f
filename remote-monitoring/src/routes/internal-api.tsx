import { ScreenFrame } from '@vigil/shared';
import { SectionCard } from '../components/section-card';
import { ApiExamplesCard } from '../features/api-access/components/api-examples-card';
import { ApiKeyCard } from '../features/api-access/components/api-key-card';

/** /internal-api : the caller's API key, the base URL, examples and the API reference. */
export function InternalApiRoute() {
  return (
    <ScreenFrame title="API access">
      <SectionCard title="API key">
        <ApiKeyCard />
      </SectionCard>
      <SectionCard title="Using the API">
        <ApiExamplesCard />
      </SectionCard>
    </ScreenFrame>
  );
}
