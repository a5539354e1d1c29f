/**
 * The ops schemas (product.md §7), one file per domain; `@vigil/contract` and the endpoint rows
 * import them from here.
 */
export * from './sites';
export * from './pages';
export * from './processes';
export * from './crawl';
export * from './search';
export * from './metrics';
export * from './scans';
export * from './cases';
export * from './issues';
export * from './logs';
export * from './caseruns';
export * from './tests';
export * from './runs';
export * from './schedules';
export * from './alerts';
export * from './flows';
export * from './secrets';
export * from './site-migrations';
export * from './uptime';
export * from './uptime-request';
