import type { PageQuery, Secret, SecretPutBody } from '@vigil/contract';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import type { SecretCipher } from './cipher';
import * as secrets from './repository';

export type SecretService = ReturnType<typeof createSecretService>;

/** The team's secrets: names and times out, values in (sealed before they are stored). */
export function createSecretService(db: Db, cipher: () => Promise<SecretCipher>) {
  return {
    list(accountId: string, query: PageQuery): Promise<Rows<Secret>> {
      return secrets.listSecrets(db, accountId, query.limit, query.offset);
    },
    async put(accountId: string, body: SecretPutBody): Promise<Secret> {
      const sealed = (await cipher()).encrypt(body.value);
      return secrets.upsertSecret(db, accountId, body.name, sealed);
    },
    async remove(accountId: string, id: string) {
      if (!(await secrets.deleteSecret(db, accountId, id))) throw notFound();
      return { success: true };
    },
  };
}
