import { readFile } from 'node:fs/promises';

/**
 * A JSON file's value, or null when it is missing or not valid JSON: a broken config file is left
 * out of the page (the host then fetches it itself and reports the problem as it always did), a
 * broken prerender index means no prerendered screen.
 */
export async function readJsonOrNull(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as unknown;
  } catch {
    return null;
  }
}
