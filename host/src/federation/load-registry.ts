import { readInlineConfig } from '@vigil/shared';
import { fetchRegistry, parseRegistry, type RemoteRegistry } from './registry';

// Not in registry.ts: the resilience runtime plugin imports that module, and runtime plugins run
// in the entry before shared modules such as @vigil/shared can be negotiated.

/**
 * The registry the page arrived with (the gateway inlines remotes.json, read per request, so a
 * rollback still shows on the next load), else fetched. A malformed inline registry throws like a
 * malformed fetched one.
 */
export async function loadRegistry(): Promise<RemoteRegistry> {
  const inline = readInlineConfig().remotes;
  return inline == null ? fetchRegistry() : parseRegistry(inline);
}
