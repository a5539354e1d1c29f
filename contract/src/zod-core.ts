/**
 * zod's core (the schema classes every zod schema is built on), named so that a browser can
 * evaluate it in a task of its own before the rest of zod (parts.ts). A named export, not
 * `import('zod/v4/core')`: a dynamic import keeps every export of the package, 300 KB of locales
 * and JSON Schema tools the contract never uses.
 */
export { $ZodType } from 'zod/v4/core';
