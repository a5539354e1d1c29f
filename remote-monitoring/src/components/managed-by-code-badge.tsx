import { Badge, HStack, Tooltip } from '@vigil/shared';

/** The file's default project name (cli/src/project/config-schema.ts `managedByOf`). */
const DEFAULT_PROJECT = 'vigil.config';

/** What the badge's tooltip says (issue 45 §3), naming the project when the file gives one. */
export function managedByCodeTip(managedBy: string): string {
  const project = managedBy === DEFAULT_PROJECT ? '' : ` (project "${managedBy}")`;
  return `Created by \`vigil deploy\` from vigil.config${project}; edits here are overwritten by the next deploy.`;
}

/**
 * "Managed by code" beside a site, alert, case or schedule that `vigil deploy` made or took over
 * (`managed_by` set); nothing for one made in the screens. Focusable, so the tip opens from the
 * keyboard and on a tap, not only on hover.
 */
export function ManagedByCodeBadge({ managedBy }: { managedBy?: string | null }) {
  if (!managedBy) return null;
  return (
    <Tooltip content={managedByCodeTip(managedBy)}>
      <Badge tabIndex={0} variant="outline" colorPalette="blue" flexShrink={0}>
        Managed by code
      </Badge>
    </Tooltip>
  );
}

/** The badge atop a form, on a row of its own so it keeps its width (nothing when not managed). */
export function ManagedByCodeRow({ managedBy }: { managedBy?: string | null }) {
  if (!managedBy) return null;
  return (
    <HStack>
      <ManagedByCodeBadge managedBy={managedBy} />
    </HStack>
  );
}
