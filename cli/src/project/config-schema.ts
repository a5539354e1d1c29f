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
    sites: z.array(siteConfigSchema).default([]),
    alerts: z.array(alertCreateBodySchema).default([]),
    cases: z.array(caseConfigSchema).default([]),
    schedules: z.array(scheduleConfigSchema).default([]),
  })
  .strict();

export type VigilConfig = z.input<typeof vigilConfigSchema>;
export type ParsedConfig = z.output<typeof vigilConfigSchema>;

/** Types a `vigil.config.ts` (`export default defineConfig({...})`); returns it as given. */
export function defineConfig(config: VigilConfig): VigilConfig {
  return config;
}
