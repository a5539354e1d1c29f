import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Queryable } from '../db/connection';
import type { Env } from '../env';
import { diskBlobs, type Blobs } from './blobs';
import * as rows from './repository';
import type { ArtifactRow } from './repository';
import { s3Blobs, s3ConfigOf, type S3Config } from './s3-blobs';

export type { ArtifactRow } from './repository';

type ArtifactKey = Pick<ArtifactRow, 'account_id' | 'id'> & { content_hash?: string | null };

/**
 * Artifacts of scans (screenshots, page sources): a row in `artifacts` (owner, content type) and
 * the bytes on disk or in S3. Every read is scoped by the owning team.
 */
export interface ArtifactStore {
  readonly kind: Blobs['kind'];
  /** Stores `name` of a scan; the same scan and name again overwrites the same artifact. */
  save(input: {
    accountId: string;
    scanId: string;
    name: string;
    contentType: string;
    data: Buffer;
  }): Promise<ArtifactRow>;
  /** Stores `name` of a case run (a step's screenshot); the same run and name overwrites it. */
  saveOfCaseRun(input: {
    accountId: string;
    caserunId: string;
    name: string;
    contentType: string;
    data: Buffer;
  }): Promise<ArtifactRow>;
  /** The artifact as a stream when it belongs to `accountId`; another team's id reads as missing. */
  open(
    accountId: string,
    id: string,
  ): Promise<{ row: ArtifactRow; body: Readable; size: number | undefined } | null>;
  /** Like `open`, read whole (page sources for case generation). */
  read(accountId: string, id: string): Promise<{ row: ArtifactRow; data: Buffer } | null>;
  /**
   * Deletes the bytes of these artifacts (their rows are the caller's to delete after); bytes
   * another artifact of the team still shares (same content hash) stay.
   */
  remove(artifacts: ArtifactKey[]): Promise<void>;
}

/**
 * The bytes' key: the team's folder and the content hash, so the same bytes (an unchanged page's
 * screenshot, scan after scan) are stored once per team; artifacts from before migration 016 by
 * id. Ids and hashes come from the server, never from a client: a key cannot leave its folder.
 */
const keyOf = (row: ArtifactKey) => `${row.account_id}/${row.content_hash ?? row.id}`;
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The artifact rows with their bytes in `blobs`. */
export function artifactStore(db: Queryable, blobs: Blobs): ArtifactStore {
  async function open(accountId: string, id: string) {
    const row = await rows.findArtifact(db, accountId, id);
    if (!row) return null;
    // A row whose bytes are gone (deleted by hand, a failed write) reads as missing.
    const blob = await blobs.get(keyOf(row));
    return blob ? { row, ...blob } : null;
  }
  return {
    kind: blobs.kind,
    async save({ accountId, scanId, name, contentType, data }) {
      const hash = sha256(data);
      // Bytes another artifact of the team already stored are not written again (this one's own
      // earlier row does not count: its write may have failed, and a retry writes again).
      const stored = await rows.hashStoredElsewhere(db, accountId, hash, scanId);
      // A retried scan saving other bytes under the same name replaces its earlier artifact.
      const replaced = await rows.findScanArtifact(db, scanId, name);
      const size = data.length;
      const row = await rows.upsertScanArtifact(
        db,
        { accountId, scanId, name, contentType, size },
        hash,
      );
      if (!stored) await blobs.put(keyOf(row), data, contentType);
      if (replaced && keyOf(replaced) !== keyOf(row)) await removeUnused([replaced]);
      return row;
    },
    async saveOfCaseRun({ data, ...artifact }) {
      const row = await rows.upsertCaseRunArtifact(db, { ...artifact, size: data.length });
      await blobs.put(keyOf(row), data, artifact.contentType);
      return row;
    },
    open,
    async read(accountId, id) {
      const found = await open(accountId, id);
      return found ? { row: found.row, data: await buffer(found.body) } : null;
    },
    remove: (artifacts) => removeUnused(artifacts, artifacts),
  };

  /**
   * Deletes the bytes of `artifacts` that no artifact row uses any more, the rows of `leaving`
   * (about to be deleted) not counted.
   */
  async function removeUnused(artifacts: ArtifactKey[], leaving: ArtifactKey[] = []) {
    // A hash still used by an artifact not being removed keeps its bytes.
    const shared = await rows.hashesInUse(
      db,
      [...new Set(artifacts.map((artifact) => artifact.account_id))],
      artifacts.flatMap((artifact) => (artifact.content_hash ? [artifact.content_hash] : [])),
      leaving.map((artifact) => artifact.id),
    );
    const kept = new Set(shared.map((row) => `${row.account_id}/${row.content_hash}`));
    await blobs.remove([...new Set(artifacts.map(keyOf))].filter((key) => !kept.has(key)));
  }
}

export const diskArtifactStore = (db: Queryable, dir: string) => artifactStore(db, diskBlobs(dir));

export const s3ArtifactStore = (db: Queryable, config: S3Config) =>
  artifactStore(db, s3Blobs(config));

export function artifactDirOf(env: Pick<Env, 'VIGIL_ARTIFACT_DIR' | 'VIGIL_DATA_DIR'>): string {
  return env.VIGIL_ARTIFACT_DIR ?? join(env.VIGIL_DATA_DIR, 'artifacts');
}

/** The one place that picks the backend: S3 when a bucket is configured, else files on disk. */
export function artifactStoreFor(db: Queryable, env: Env): ArtifactStore {
  const s3 = s3ConfigOf(env);
  return s3 ? s3ArtifactStore(db, s3) : diskArtifactStore(db, artifactDirOf(env));
}

/** Artifacts per round: bounded memory however many a site, a case or a team holds. */
const BATCH = 500;

/**
 * Removes artifacts round by round, `nextBatch(limit)` naming each round's (none left ends it):
 * the bytes first, then the rows, so a crash between the two leaves rows whose bytes read as
 * missing, never stranded bytes. How many went.
 */
export async function removeInBatches(
  db: Queryable,
  store: ArtifactStore,
  nextBatch: (limit: number) => Promise<ArtifactKey[]>,
) {
  let removed = 0;
  for (let batch = await nextBatch(BATCH); batch.length > 0; batch = await nextBatch(BATCH)) {
    await store.remove(batch);
    await rows.deleteArtifactRows(
      db,
      batch.map((row) => row.id),
    );
    removed += batch.length;
  }
  return removed;
}
