/** Where scripts reach the API: the configured base, or this page's origin behind the gateway. */
export function apiBaseUrl(configuredBase: string, origin: string): string {
  return `${(configuredBase || origin).replace(/\/+$/, '')}/v1`;
}

/** The API's own reference page (Swagger UI on its OpenAPI document), served beside it. */
export function apiReferenceUrl(configuredBase: string, origin: string): string {
  return `${apiBaseUrl(configuredBase, origin)}/docs`;
}

// Examples name an environment variable, never the key itself: snippets get pasted into
// tickets and CI logs.
const KEY_VARIABLE = 'VIGIL_API_KEY';

export function curlExample(baseUrl: string): string {
  return [`curl "${baseUrl}/ops/site" \\`, `  -H "Authorization: Token $${KEY_VARIABLE}"`].join(
    '\n',
  );
}

/** A GitHub Actions step that scans a site after a deploy. */
export function ciExample(baseUrl: string): string {
  return [
    '- name: Scan the site with Vigil',
    '  env:',
    `    ${KEY_VARIABLE}: \${{ secrets.${KEY_VARIABLE} }}`,
    '  run: |',
    `    curl -fsS -X POST "${baseUrl}/ops/scan" \\`,
    `      -H "Authorization: Token $${KEY_VARIABLE}" \\`,
    '      -H "Content-Type: application/json" \\',
    `      -d '{"site_id": "<your site id>"}'`,
  ].join('\n');
}

/** Only the last four characters shown, so the user can tell keys apart; fits a phone. */
export function maskKey(key: string): string {
  return `${'•'.repeat(12)}${key.slice(-4)}`;
}
