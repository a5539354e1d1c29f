/**
 * How many UTC days a score trend covers: `?days=` 1..365, 30 when not given. Its own file, free
 * of zod, because Home's sparklines need the default before the browser loads any schema.
 */
export const SCORE_TREND_DAYS = { default: 30, max: 365 } as const;
