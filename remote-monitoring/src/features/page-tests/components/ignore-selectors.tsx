import {
  apiErrorMessage,
  Button,
  Field,
  Flex,
  HStack,
  Input,
  Skeleton,
  Stack,
  Text,
} from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import {
  usePageTestSettings,
  useUpdateIgnoreSelectors,
} from '../../../data/tests/page-test-settings';

/** Whether the browser can parse `selector` (the capture skips one it cannot). */
function parsesAsCss(selector: string) {
  try {
    document.createDocumentFragment().querySelector(selector);
    return true;
  } catch {
    return false;
  }
}

/** Why `selector` cannot be added, or null; the server still checks (length, count). */
function problemWith(selector: string, current: string[]) {
  if (!selector) return 'Enter a CSS selector, e.g. .clock or #ad-banner.';
  if (current.includes(selector)) return `${selector} is in the list already.`;
  if (!parsesAsCss(selector)) return `${selector} is not a CSS selector.`;
  return null;
}

/**
 * The page's ignored areas: CSS selectors hidden before every capture (clocks, ads, carousels),
 * so tests do not fail on what changes at every visit. Each add or remove saves the list.
 */
export function IgnoreSelectors({ pageId }: { pageId: string }) {
  const settings = usePageTestSettings(pageId);
  return (
    <SectionCard title="Ignored areas">
      <QueryState
        query={settings}
        loading={<Skeleton h="16" aria-label="Loading the ignored areas" />}
        failed="Could not load the ignored areas."
      >
        {(data) => <SelectorEditor pageId={pageId} selectors={data.ignore_selectors} />}
      </QueryState>
    </SectionCard>
  );
}

/** The list with its Remove buttons, and the field that adds one; each change saves the list. */
function SelectorEditor({ pageId, selectors }: { pageId: string; selectors: string[] }) {
  const update = useUpdateIgnoreSelectors(pageId);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const save = (next: string[], after?: () => void) => {
    setProblem(null);
    update.mutate(next, {
      onSuccess: after,
      onError: (error) => setProblem(apiErrorMessage(error, 'Could not save the selectors.')),
    });
  };
  function add(event: FormEvent) {
    event.preventDefault();
    const selector = draft.trim();
    const local = problemWith(selector, selectors);
    if (local) return setProblem(local);
    save([...selectors, selector], () => setDraft(''));
  }

  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        Elements matching these selectors are hidden (their space kept) before every screenshot, so
        clocks, ads and carousels do not fail a test. Applies from the next scan.
      </Text>
      <SelectorList
        selectors={selectors}
        busy={update.isPending}
        onRemove={(selector) => save(selectors.filter((kept) => kept !== selector))}
      />
      <form onSubmit={add} noValidate aria-label="Add an ignored selector">
        <Flex gap="2" align="flex-end" direction={{ base: 'column', sm: 'row' }}>
          <Field.Root invalid={problem !== null} flex="1" width="full">
            <Field.Label>CSS selector</Field.Label>
            <Input
              value={draft}
              placeholder=".clock, #ad-banner"
              fontFamily="mono"
              onChange={(event) => setDraft(event.target.value)}
            />
            {problem ? <Field.ErrorText>{problem}</Field.ErrorText> : null}
          </Field.Root>
          <Button
            type="submit"
            variant="outline"
            loading={update.isPending}
            width={{ base: 'full', sm: 'auto' }}
          >
            Add
          </Button>
        </Flex>
      </form>
    </Stack>
  );
}

function SelectorList(props: {
  selectors: string[];
  busy: boolean;
  onRemove: (selector: string) => void;
}) {
  if (props.selectors.length === 0) {
    return <Text>Nothing is ignored: add a selector for a part that changes at every visit.</Text>;
  }
  return (
    <Stack as="ul" aria-label="Ignored selectors" gap="2">
      {props.selectors.map((selector) => (
        <HStack as="li" key={selector} listStyleType="none" justify="space-between" gap="2">
          <Text fontFamily="mono" fontSize="sm" wordBreak="break-all">
            {selector}
          </Text>
          <Button
            size="xs"
            variant="outline"
            aria-label={`Remove ${selector}`}
            disabled={props.busy}
            onClick={() => props.onRemove(selector)}
          >
            Remove
          </Button>
        </HStack>
      ))}
    </Stack>
  );
}
