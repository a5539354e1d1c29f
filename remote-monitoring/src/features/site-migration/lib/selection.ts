import { useSearchParams } from '@vigil/shared';

/**
 * Which migration and which of its paths the screen shows, kept in the address
 * (`?migration=…&path=…`) so a reload, a shared link or Back opens the same comparison.
 */
export function useMigrationSelection() {
  const [params, setParams] = useSearchParams();
  const migrationId = params.get('migration');
  const pathId = migrationId ? params.get('path') : null;
  const hrefOf = (migration: string, path?: string) => {
    const next = new URLSearchParams(params);
    next.set('migration', migration);
    if (path) next.set('path', path);
    else next.delete('path');
    return `?${next.toString()}`;
  };
  const select = (migration: string) => setParams(new URLSearchParams(hrefOf(migration)));
  return { migrationId, pathId, hrefOf, select };
}
