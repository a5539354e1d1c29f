import { createHash, createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { z } from 'zod';

/** The parts of an OpenID provider's discovery document this client uses. */
const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});
export type Discovery = z.infer<typeof discoverySchema>;

const tokenResponseSchema = z.object({ id_token: z.string() });
const jwksSchema = z.object({ keys: z.array(z.looseObject({ kid: z.string().optional() })) });

/** What an ID token tells about the person; `email_verified` decides whether it can be trusted. */
export const idClaimsSchema = z.object({
  iss: z.string(),
  sub: z.string().min(1).max(255),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  nonce: z.string().optional(),
  email: z.email().optional(),
  email_verified: z.union([z.boolean(), z.literal('true'), z.literal('false')]).optional(),
  given_name: z.string().max(150).optional(),
  family_name: z.string().max(150).optional(),
});
export type IdClaims = z.infer<typeof idClaimsSchema>;

export interface OidcClientOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

const TIMEOUT_MS = 10_000;

async function getJson(url: string, init: RequestInit = {}): Promise<unknown> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${new URL(url).pathname} answered ${response.status}`);
  return response.json();
}

/** S256 PKCE challenge of a verifier (RFC 7636). */
export const pkceChallenge = (verifier: string) =>
  createHash('sha256').update(verifier).digest('base64url');

const b64json = (part: string): unknown => JSON.parse(Buffer.from(part, 'base64url').toString());

/**
 * A confidential OpenID Connect client for the authorization-code flow with PKCE. Small on
 * purpose: discovery, the consent URL, the code exchange and an RS256 ID-token check against the
 * provider's published keys, with nothing taken on trust from the browser.
 */
export function createOidcClient(options: OidcClientOptions) {
  let discovery: Promise<Discovery> | null = null;
  const discover = () => {
    const url = new URL(
      '.well-known/openid-configuration',
      `${options.issuer.replace(/\/?$/, '/')}`,
    );
    discovery ??= getJson(url.href).then((doc) => discoverySchema.parse(doc));
    // A failed fetch is retried next time instead of being remembered forever.
    discovery.catch(() => (discovery = null));
    return discovery;
  };

  async function verifyIdToken(idToken: string, nonce: string): Promise<IdClaims> {
    const doc = await discover();
    const [headerPart, payloadPart, signaturePart, extra] = idToken.split('.');
    if (!headerPart || !payloadPart || !signaturePart || extra !== undefined)
      throw new Error('malformed ID token');
    const header = z.object({ alg: z.literal('RS256'), kid: z.string().optional() });
    const { kid } = header.parse(b64json(headerPart));
    const { keys } = jwksSchema.parse(await getJson(doc.jwks_uri));
    const jwk = keys.find((key) => kid === undefined || key.kid === kid);
    if (!jwk) throw new Error('ID token signed with an unknown key');
    const valid = verify(
      'RSA-SHA256',
      Buffer.from(`${headerPart}.${payloadPart}`),
      createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }),
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!valid) throw new Error('ID token signature does not verify');
    const claims = idClaimsSchema.parse(b64json(payloadPart));
    // Google has issued both spellings of its issuer.
    const issuers = [doc.issuer, doc.issuer.replace(/^https:\/\//, '')];
    if (!issuers.includes(claims.iss)) throw new Error('ID token from another issuer');
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audience.includes(options.clientId)) throw new Error('ID token for another client');
    if (claims.exp * 1000 <= Date.now()) throw new Error('ID token expired');
    if (claims.nonce !== nonce) throw new Error('ID token nonce does not match');
    return claims;
  }

  return {
    async authorizationUrl(flow: { state: string; nonce: string; verifier: string }) {
      const url = new URL((await discover()).authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: options.clientId,
        redirect_uri: options.redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: pkceChallenge(flow.verifier),
        code_challenge_method: 'S256',
        // product.md §7: offline access and the account chooser (Google's own parameters).
        access_type: 'offline',
        prompt: 'consent select_account',
        include_granted_scopes: 'true',
      }).toString();
      return url.href;
    },

    /** Trades the code for tokens and returns the verified ID token's claims. */
    async exchangeCode(code: string, flow: { nonce: string; verifier: string }) {
      const doc = await discover();
      const tokens = tokenResponseSchema.parse(
        await getJson(doc.token_endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'authorization_code',
            code,
            redirect_uri: options.redirectUri,
            client_id: options.clientId,
            client_secret: options.clientSecret,
            code_verifier: flow.verifier,
          }),
        }),
      );
      // Google's refresh token (offline access) is not kept: Vigil calls no Google API later.
      return verifyIdToken(tokens.id_token, flow.nonce);
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
