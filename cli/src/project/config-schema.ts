import { alertCreateBodySchema } from '@vigil/contract';
import { z } from 'zod';
import { scheduleConfigSchema } from './schedules';

const httpUrl = z.string().regex(/^https?:\/\/[^/]/i, 'must be an http(s) URL');

/** A site and the pages it watches besides its root (absolute, or from the root: '/pricing'). */
const siteConfigSchema = z
  .object({ url: httpUrl, pages: z.array(z.string().min(1)).default([]) })
  .strict();

/** A recorded case kept as a Playwright test file in the repository. */
const caseConfigSchema = z
  .object({
    /** The file, from the config file's folder. */
    file: z.string().min(1),
    /** The site it runs on: one of `sites`' URLs. */
    site: httpUrl,
    /** Else the file's `test('…')` title. */
    title: z.string().trim().min(1).max(200).optional(),
  })
  .strict();

/**
 * `vigil.config.json` / `vigil.config.ts`: the team's monitoring as code (issue 45 §3). Alerts are
 * the API's own create body, so the file and the screens mean the same by every field.
 */
export const vigilConfigSchema = z
  .object({
    $schema: z.string().optional(),
    /**
     * The project's name: what the screens say manages what `deploy` made (`managed_by`; else
     * 'vigil.config').
     */
    name: z.string().trim().min(1).max(100).optional(),
    sites: z.array(siteConfigSchema).default([]),
    // The mark is the deploy's to set, never the file's.
    alerts: z.array(alertCreateBodySchema.omit({ managed_by: true })).default([]),
    cases: z.array(caseConfigSchema).default([]),
    schedules: z.array(scheduleConfigSchema).default([]),
  })
  .strict();

export type VigilConfig = z.input<typeof vigilConfigSchema>;
export type ParsedConfig = z.output<typeof vigilConfigSchema>;

/** What `deploy` marks the objects it creates or updates with (issue 45 §3). */
export const managedByOf = (config: ParsedConfig) => config.name ?? 'vigil.config';

/** Types a `vigil.config.ts` (`export default defineConfig({...})`); returns it as given. */
export function defineConfig(config: VigilConfig): VigilConfig {
  return config;
}
