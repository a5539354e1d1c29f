import { Badge } from '@vigil/shared';
import { methodPalette, statusPalette } from '../lib/status-palette';

export function MethodBadge({ method }: { method: string }) {
  return (
    <Badge variant="outline" colorPalette={methodPalette(method)} fontFamily="mono">
      {method}
    </Badge>
  );
}

/** The status code, colored by its class so failures stand out in a long list. */
export function StatusBadge({ status }: { status: number }) {
  return (
    <Badge variant="subtle" colorPalette={statusPalette(status)} fontVariantNumeric="tabular-nums">
      {status}
    </Badge>
  );
}
