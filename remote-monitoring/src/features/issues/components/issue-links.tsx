import type { Issue } from '@vigil/contract';
import { Link, RouterLink, Stack, Text } from '@vigil/shared';
import { objectName, objectPath } from '../lib/object-path';

type IssueObject = NonNullable<Issue['trigger']>;

function ObjectLink({ label, object, text }: { label: string; object: IssueObject; text: string }) {
  const to = objectPath(object);
  return (
    <Text fontSize="sm" wordBreak="break-all">
      <Text as="span" color="fg.muted">
        {label}:{' '}
      </Text>
      {to ? (
        // Inline, not Chakra's inline-flex: a flex box keeps its text on one line however long,
        // and a long URL widened the screen; inline, it breaks with the sentence.
        <Link asChild color="fg.info" display="inline">
          <RouterLink to={to}>{text}</RouterLink>
        </Link>
      ) : (
        text
      )}
    </Text>
  );
}

/** What raised the issue and what it is about, each linking to its screen. */
export function IssueLinks({ issue }: { issue: Issue }) {
  if (!issue.trigger && !issue.affected) return null;
  return (
    <Stack gap="1">
      {issue.affected && (
        <ObjectLink label="Affects" object={issue.affected} text={issue.affected.str} />
      )}
      {issue.trigger && (
        <ObjectLink
          label="Raised by"
          object={issue.trigger}
          text={`${objectName(issue.trigger.type)} ${issue.trigger.id.slice(0, 8)}`}
        />
      )}
    </Stack>
  );
}
