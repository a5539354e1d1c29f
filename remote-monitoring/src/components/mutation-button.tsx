import { Button } from '@vigil/shared';
import type { ComponentProps } from 'react';

export type MutationButtonProps = Omit<ComponentProps<typeof Button>, 'loading' | 'onClick'> & {
  /** The one request the button sends (a TanStack mutation that takes no variables). */
  mutation: { isPending: boolean; mutate(): void };
};

/** A button that sends one request: it spins while the request runs, so it is not sent twice. */
export function MutationButton({ mutation, ...button }: MutationButtonProps) {
  return <Button {...button} loading={mutation.isPending} onClick={() => mutation.mutate()} />;
}
