import { Flex, Heading, Stack, Text } from '@vigil/shared';
import type { ReactNode } from 'react';

export interface ScreenHeadingProps {
  title: string;
  /** One line on what the screen holds. */
  description: string;
  /** Beside the title, wrapping under it on a phone (New issue). */
  actions?: ReactNode;
}

/** A screen's h1 with its one-line description. */
export function ScreenHeading({ title, description, actions }: ScreenHeadingProps) {
  return (
    <Flex gap="3" justify="space-between" align="start" wrap="wrap">
      <Stack gap="1">
        <Heading as="h1" size="lg">
          {title}
        </Heading>
        {/* It may name a site or page by its URL. */}
        <Text color="fg.muted" overflowWrap="anywhere">
          {description}
        </Text>
      </Stack>
      {actions}
    </Flex>
  );
}
