import type { ReactNode } from 'react';
import { Heading, Stack } from '../ui';

export interface ScreenFrameProps {
  /** The screen's h1. */
  title: string;
  children?: ReactNode;
}

/** The frame of a screen inside the shell: its h1, then its sections, spaced alike in every app. */
export function ScreenFrame({ title, children }: ScreenFrameProps) {
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
