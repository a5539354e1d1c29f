import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { readOutbox } from '../../test/mail';
import { testEnv } from '../env';
import { createMailer, outboxDirOf } from './mailer';
import { resetPasswordMail } from './templates';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-mailer-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function recordingLog() {
  const lines: unknown[] = [];
  const log = { info: (...args: unknown[]) => lines.push(args) } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('the outbox (no SMTP configured)', () => {
  it('writes each mail as an owner-only .eml and logs where, never the link', async () => {
    const outbox = join(dir, 'outbox');
    const { log, lines } = recordingLog();
    const mailer = createMailer(testEnv({ VIGIL_OUTBOX_DIR: outbox }), log);
    const link = 'https://app.example/reset-password?token=secret-token-123';
    await mailer.send(resetPasswordMail('ada@example.com', link, 60));
    await mailer.send(resetPasswordMail('ada@example.com', link, 60));

    const mails = readOutbox(outbox);
    expect(mails).toHaveLength(2);
    expect(mails[0]!.headers.to).toBe('ada@example.com');
    expect(mails[0]!.text).toContain(link);
    const logged = JSON.stringify(lines);
    expect(logged).toContain('ada@example.com');
    expect(logged).toContain('mail written to the outbox');
    expect(logged).not.toContain('secret-token-123');
    const file = (lines[0] as [{ file: string }])[0].file;
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('defaults to <data dir>/outbox', () => {
    expect(outboxDirOf(testEnv({ VIGIL_DATA_DIR: dir }))).toBe(join(dir, 'outbox'));
  });
});
