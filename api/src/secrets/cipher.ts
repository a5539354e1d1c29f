import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection';
import { persistentSecret } from '../db/settings';
import { sealedSecrets } from './repository';

/** Encrypts and decrypts team secrets with AES-256-GCM (authenticated: a changed row fails). */
export interface SecretCipher {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

const b64 = (data: Buffer) => data.toString('base64url');

/** The cipher for a key of any length (hashed to 32 bytes); `v1.` leaves room for a rotation. */
export function secretCipher(key: string): SecretCipher {
  const aesKey = createHash('sha256').update(key).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', aesKey, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', b64(iv), b64(cipher.getAuthTag()), b64(data)].join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined)
        throw new Error('not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/**
 * The server's cipher: `VIGIL_SECRET_KEY` when set (keep it outside the database in production:
 * then a copy of the database alone reveals no secret), else a key generated once and kept in
 * `settings` like the token key, so every API and worker process agrees.
 */
export async function serverSecretCipher(db: Queryable, envKey: string | undefined) {
  return secretCipher(envKey ?? (await persistentSecret(db, 'secret_key')));
}

/** The server's cipher, made on first use (the generated key is read or written only then). */
export function lazySecretCipher(db: Queryable, envKey: string | undefined) {
  let cipher: Promise<SecretCipher> | null = null;
  // A failure (the database down) is not kept: the next call tries again.
  return () =>
    (cipher ??= serverSecretCipher(db, envKey).catch((error: unknown) => {
      cipher = null;
      throw error;
    }));
}

/** Reads and decrypts the team's secrets of these names, for one run (never kept, never logged). */
export function secretReader(db: Queryable, envKey: string | undefined) {
  const cipher = lazySecretCipher(db, envKey);
  return async (accountId: string, names: string[]): Promise<Map<string, string>> => {
    const sealed = await sealedSecrets(db, accountId, names);
    if (sealed.size === 0) return new Map();
    const { decrypt } = await cipher();
    return new Map(
      [...sealed].map(([name, value]) => {
        try {
          return [name, decrypt(value)];
        } catch {
          // The run fails with this (never the sealed text): the admin sets the secret again.
          throw new Error(
            `secret ${name} cannot be decrypted with this server's key (VIGIL_SECRET_KEY changed?): set it again`,
          );
        }
      }),
    );
  };
}
export type SecretReader = ReturnType<typeof secretReader>;
