import { REMOTE_NAMES, type RemoteName } from '@vigil/contract';
import { z } from 'zod';

const entrySchema = z.object({
  entry: z
    .string({ error: 'entry must be a URL or an absolute path' })
    .regex(/^(https?:\/\/|\/)\S*\/mf-manifest\.json$/, 'entry must point to a mf-manifest.json'),
  version: z.string({ error: 'version is required' }).min(1, 'version is required'),
});

/** /config/remotes.json: the one mutable pointer per environment (remote name -> published build). */
// Partial: a remote not published yet is simply absent (its routes show the unavailable state).
export const registrySchema = z.partialRecord(
  z.enum(REMOTE_NAMES, { error: 'unknown remote' }),
  entrySchema,
);
export type RemoteRegistry = Partial<Record<RemoteName, z.infer<typeof entrySchema>>>;

export class RegistryError extends Error {}

/** Validates the registry, naming the remote and field of the first problem. */
export function parseRegistry(raw: unknown): RemoteRegistry {
  const parsed = registrySchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
  throw new RegistryError(`remotes.json: ${where}${issue.message}`);
}

/** Fetched fresh at every start (no-store): a rollback takes effect on the next page load. */
export async function fetchRegistry(url = '/config/remotes.json'): Promise<RemoteRegistry> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RegistryError(`remotes.json: HTTP ${response.status}`);
  return parseRegistry(await response.json());
}
