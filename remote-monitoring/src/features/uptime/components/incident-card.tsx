import { Badge, Box, Flex, Stack, Text } from '@vigil/shared';
import type { ReactNode } from 'react';

/**
 * An incident on a timeline (the team's incidents, a monitor's): a red bar while it is ongoing,
 * Ongoing or Resolved then `heading` on its top line, `when` under it, then why it went down and
 * what follows (`children`).
 */
export function IncidentCard(props: {
  incident: { time_resolved: string | null; error: string | null };
  /** The space between the card's lines: the monitor's timeline is tighter. */
  gap: '1' | '2';
  heading: ReactNode;
  when: ReactNode;
  children?: ReactNode;
}) {
  const { incident } = props;
  const open = incident.time_resolved === null;
  return (
    <Box as="li" borderLeftWidth="3px" borderColor={open ? 'red.solid' : 'border'} pl="3" py="1">
      <Stack gap={props.gap}>
        <Flex gap="2" align="center" wrap="wrap">
          <Badge variant="subtle" colorPalette={open ? 'red' : 'green'}>
            {open ? 'Ongoing' : 'Resolved'}
          </Badge>
          {props.heading}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          {props.when}
        </Text>
        {incident.error ? (
          <Text fontSize="sm" overflowWrap="anywhere">
            {incident.error}
          </Text>
        ) : null}
        {props.children}
      </Stack>
    </Box>
  );
}
