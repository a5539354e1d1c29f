import { LoadingSpinner, loadRemoteModule } from '@vigil/shared';
import { Component, lazy, Suspense, useMemo, type ComponentType, type ReactNode } from 'react';

/** What remote-billing's ./BillingPanel exposes (its props as the wizard uses them). */
export interface BillingPanelModule {
  BillingPanel: ComponentType<{ onDone?: () => void }>;
}

class Unreachable extends Component<{ fallback: ReactNode; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn('The billing panel could not be loaded', error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * remote-billing's panel, loaded through federation at run time (a remote never imports another
 * remote's code). If billing cannot be reached the step shows `fallback` instead of breaking.
 */
export function BillingPanelSlot({
  onDone,
  fallback,
}: {
  onDone: () => void;
  fallback: ReactNode;
}) {
  const Panel = useMemo(
    () =>
      lazy(async () => ({
        default: (await loadRemoteModule<BillingPanelModule>('billing/BillingPanel')).BillingPanel,
      })),
    [],
  );
  return (
    <Unreachable fallback={fallback}>
      <Suspense fallback={<LoadingSpinner label="Loading Billing Info..." />}>
        <Panel onDone={onDone} />
      </Suspense>
    </Unreachable>
  );
}
