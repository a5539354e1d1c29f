// Validates the OpenAPI document on stdin with @seriousme/openapi-schema-validator (the OpenAPI
// Initiative's published schemas), in its own Node process: the package is ESM-only and Jest runs
// the API tests as CommonJS. Prints {valid, version, errors} as JSON.
import { Validator } from '@seriousme/openapi-schema-validator';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const validator = new Validator();
const result = await validator.validate(JSON.parse(Buffer.concat(chunks).toString('utf8')));
process.stdout.write(
  JSON.stringify({ valid: result.valid, version: validator.version, errors: result.errors ?? [] }),
);
