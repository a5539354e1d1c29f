import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Jest projects of each workspace package (the API's second is added on PostgreSQL). */
const PROJECTS_OF: Record<string, string[]> = {
  api: ['api (PGlite)'],
  e2e: ['e2e'],
};

export interface WorkspacePackage {
  folder: string;
  /** Folders of the workspace packages it depends on. */
  dependsOn: string[];
}

export function readWorkspace(root: string): WorkspacePackage[] {
  const folders = (
    readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8').match(/^ {2}- (.+)$/gm) ?? []
  ).map((line) => line.replace(/^ {2}- /, '').trim());
  const folderOf = new Map(
    folders.map((folder) => [readManifest(root, folder).name, folder] as const),
  );
  return folders.map((folder) => {
    const manifest = readManifest(root, folder);
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    return {
      folder,
      dependsOn: names.flatMap((name) => (folderOf.has(name) ? [folderOf.get(name)!] : [])),
    };
  });
}

function readManifest(root: string, folder: string) {
  return JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as {
    name: string;
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
}

/**
 * The Jest projects a change calls for: those of each package holding a changed file and of every
 * package depending on one of those, directly or not (Markdown and docs/ change no test). A change
 * outside every package (the root's Jest or TypeScript set-up, the lockfile) answers null: only
 * the whole suite says anything then.
 */
export function projectsForChange(
  changedFiles: string[],
  workspace: WorkspacePackage[],
  onPostgres: boolean,
): string[] | null {
  const touched = new Set<string>();
  for (const file of changedFiles) {
    if (file.endsWith('.md') || file.startsWith('docs/')) continue; // words only
    const owner = workspace.find((pkg) => file.startsWith(`${pkg.folder}/`));
    if (!owner) return null;
    touched.add(owner.folder);
  }
  for (let grew = true; grew;) {
    grew = false;
    for (const pkg of workspace) {
      if (touched.has(pkg.folder) || !pkg.dependsOn.some((folder) => touched.has(folder))) continue;
      touched.add(pkg.folder);
      grew = true;
    }
  }
  return workspace
    .filter((pkg) => touched.has(pkg.folder))
    .flatMap((pkg) => {
      const projects = PROJECTS_OF[pkg.folder] ?? [pkg.folder];
      return pkg.folder === 'api' && onPostgres ? [...projects, 'api (PostgreSQL)'] : projects;
    });
}
