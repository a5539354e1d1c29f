import { execFile } from 'node:child_process';
import { join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

/** What the OpenAPI Initiative's schema says of a document (test/openapi-validator.mjs). */
export function validateOpenApi(document: unknown) {
  return new Promise<{ valid: boolean; version: string; errors: unknown[] }>((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [join(__dirname, 'openapi-validator.mjs')],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout) => (error ? reject(error) : resolve(JSON.parse(stdout))),
    );
    child.stdin!.end(JSON.stringify(document));
  });
}

const COMPONENTS = 'https://vigil.test/components.json';

/**
 * Checks values against the document's own schemas with a JSON Schema 2020-12 validator (OpenAPI
 * 3.1's dialect): strict, so a schema with a keyword the dialect does not know fails to compile.
 * The components become one schema resource (`$defs`) that every `$ref` points into.
 */
export function schemaChecker(document: object) {
  const rebased = JSON.parse(
    JSON.stringify(document).replaceAll('"#/components/schemas/', `"${COMPONENTS}#/$defs/`),
  ) as Record<string, unknown> & { components: { schemas: object } };
  const ajv = new Ajv2020({ strict: true, allErrors: true });
  addFormats(ajv);
  ajv.addSchema({ $id: COMPONENTS, $defs: rebased.components.schemas });
  return {
    /** The errors of `value` against the schema at `path` in the document (none: valid). */
    errorsAt(path: string[], value: unknown) {
      let schema: unknown = rebased;
      for (const segment of path)
        schema = (schema as Record<string, unknown> | undefined)?.[segment];
      if (!schema) throw new Error(`no schema at ${path.join(' ')}`);
      const validate = ajv.compile(schema as object);
      return validate(value) ? [] : validate.errors;
    },
    /** Every component compiles (a `$ref` to nowhere, or an unknown keyword, throws). */
    compileAll() {
      for (const name of Object.keys(rebased.components.schemas)) {
        ajv.getSchema(`${COMPONENTS}#/$defs/${name}`);
      }
    },
  };
}
