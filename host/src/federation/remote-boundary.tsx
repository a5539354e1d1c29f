import { Box, Button, Spinner, Text, VStack } from '@vigil/shared';
import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';

/** After this long the loading state says so, without shortening webpack's 120 s chunk time-out. */
export const STILL_LOADING_AFTER_MS = 3000;

function LoadingRemote({ label }: { label: string }) {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), STILL_LOADING_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <VStack py="16" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" />
      {slow && <Text color="fg.muted">{label} is still loading…</Text>}
    </VStack>
  );
}

interface CatcherProps {
  label: string;
  onRetry: () => void;
  children: ReactNode;
}

/** React error boundary for one remote: its failure stays inside its route. */
class FailureCatcher extends Component<CatcherProps, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <VStack py="16" gap="4" role="alert">
        <Text fontWeight="semibold">{this.props.label} is temporarily unavailable</Text>
        <Text color="fg.muted" fontSize="sm">
          The rest of Vigil keeps working. Try again in a moment.
        </Text>
        <Button onClick={this.props.onRetry}>Try again</Button>
      </VStack>
    );
  }
}

export interface RemoteBoundaryProps {
  /** Shown in the fallback: "<label> is temporarily unavailable". */
  label: string;
  /** Loads the remote's module; called again, fresh, on every Try again. */
  load: (attempt: number) => Promise<{ default: ComponentType } | ComponentType>;
}

/**
 * Suspense + error boundary around a remote. Try again makes a NEW React.lazy (React caches a
 * rejected lazy forever) and remounts the boundary; `load` re-registers the remote on retries.
 */
export function RemoteBoundary({ label, load }: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const Remote = useMemo(
    () =>
      lazy(async () => {
        const loaded = await load(attempt);
        return typeof loaded === 'function' ? { default: loaded } : loaded;
      }),
    [attempt, load],
  );
  return (
    <Box>
      <FailureCatcher key={attempt} label={label} onRetry={() => setAttempt((n) => n + 1)}>
        <Suspense fallback={<LoadingRemote label={label} />}>
          <Remote />
        </Suspense>
      </FailureCatcher>
    </Box>
  );
}
