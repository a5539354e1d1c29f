import type { Issue } from '@vigil/contract';
import { Badge, Button, Card, Flex, Heading, HStack, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { formatTime } from '../../../lib/format-time';
import { useUpdateIssue } from '../../../data/issues/update-issue';
import { IssueEditForm } from './issue-edit-form';
import { IssueLinks } from './issue-links';
import { IssueStatusBadge } from './issue-status-badge';
import { MarkdownView } from './markdown-view';

/** One issue: title, status, what it links to and its details, with close / reopen and edit. */
export function IssueView({ issue }: { issue: Issue }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateIssue(issue.id);
  const open = issue.status === 'open';
  if (editing) return <IssueEditForm issue={issue} onDone={() => setEditing(false)} />;
  return (
    <Stack gap="4">
      <Flex gap="3" justify="space-between" align="start" wrap="wrap">
        <Stack gap="2" minW="0">
          <HStack gap="2" wrap="wrap">
            <IssueStatusBadge status={issue.status} />
            {issue.labels.map((label) => (
              <Badge key={label} variant="outline">
                {label}
              </Badge>
            ))}
          </HStack>
          <Heading as="h2" size="md" overflowWrap="anywhere">
            {issue.title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            Opened {formatTime(issue.time_created)}
            {issue.time_closed ? ` · closed ${formatTime(issue.time_closed)}` : ''}
          </Text>
        </Stack>
        <HStack gap="2">
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            Edit
          </Button>
          <Button
            size="sm"
            variant={open ? 'solid' : 'outline'}
            loading={update.isPending}
            onClick={() => update.mutate({ status: open ? 'closed' : 'open' })}
          >
            {open ? 'Close issue' : 'Reopen issue'}
          </Button>
        </HStack>
      </Flex>
      <IssueLinks issue={issue} />
      <Card.Root variant="outline">
        <Card.Body>
          <MarkdownView markdown={issue.details} />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
