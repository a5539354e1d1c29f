import { monitorSecretReferences, type MonitorHttpSettings } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { badRequest } from '../http/errors';
import type { SecretReader } from '../secrets/cipher';
import { sealedSecrets } from '../secrets/repository';
import { secretMasker } from '../steps/secret-masker';
import { CheckError } from './http-check';

/** What a check adds to its request, and the masker for every text it keeps or logs. */
export interface CheckRequest {
  headers: Record<string, string>;
  /** Each secret value (and the basic auth token made of one) back to its `{{NAME}}`. */
  mask: (text: string) => string;
}

/** The masker's key for the basic auth token: lower case, so no secret's name can clash. */
const BASIC_AUTH_TOKEN = 'basic auth';

/**
 * Refuses a monitor naming a secret its team does not have (another team's name is not the
 * team's: secrets are looked up by name within the team), 400 naming the field.
 */
export async function assertTeamSecrets(
  db: Queryable,
  accountId: string,
  settings: MonitorHttpSettings,
) {
  const named = monitorSecretReferences(settings);
  const known = await sealedSecrets(
    db,
    accountId,
    named.map((it) => it.name),
  );
  const missing = named.find((it) => !known.has(it.name));
  if (missing)
    throw badRequest(`${missing.field}: your team has no secret ${missing.name}`, missing.field);
}

/** A value sent in a header must be one line: Node would refuse it, naming nothing useful. */
const isOneLine = (value: string) => !/[\r\n\0]/.test(value);

/**
 * The headers of the monitor's request, its secrets read now (for this check only, never kept).
 * A secret the team has removed, or one that cannot be sent, is the check's failure (the request
 * cannot be made as the monitor asks), named, never shown.
 */
export async function checkRequestOf(
  readSecrets: SecretReader,
  accountId: string,
  settings: MonitorHttpSettings,
): Promise<CheckRequest | CheckError> {
  const names = [...new Set(monitorSecretReferences(settings).map((it) => it.name))];
  let values: Map<string, string>;
  try {
    values = names.length ? await readSecrets(accountId, names) : new Map<string, string>();
  } catch (error) {
    // The reader's words name the secret and the key, never the value.
    return new CheckError('assertion', (error as Error).message);
  }
  const unusable = names.find((name) => !values.has(name) || !isOneLine(values.get(name)!));
  if (unusable)
    return new CheckError(
      'assertion',
      values.has(unusable)
        ? `secret ${unusable} cannot be sent in a header (it has a line break)`
        : `secret ${unusable} is not set: set it again or change the monitor`,
    );
  const headers: Record<string, string> = {};
  for (const header of settings.headers)
    headers[header.name] = header.secret ? values.get(header.secret)! : header.value!;
  const masked = new Map(values);
  if (settings.basic_auth) {
    const { username, password_secret } = settings.basic_auth;
    const token = Buffer.from(`${username}:${values.get(password_secret)}`).toString('base64');
    headers.authorization = `Basic ${token}`;
    masked.set(BASIC_AUTH_TOKEN, token);
  }
  const mask = secretMasker(masked);
  return { headers, mask: (text) => mask(text) };
}
