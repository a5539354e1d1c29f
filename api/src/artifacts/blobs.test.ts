import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diskBlobs } from './blobs';

describe('the disk blobs', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-blobs-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const blobs = diskBlobs(dir);

  it('streams a stored file with its size', async () => {
    await blobs.put('team/a.html', Buffer.from('<p>hi</p>'), 'text/html');
    const found = await blobs.get('team/a.html');
    expect(found?.size).toBe(9);
    const chunks: Buffer[] = [];
    for await (const chunk of found!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('<p>hi</p>');
  });

  it('treats a key that is a folder, or runs through a file, as missing (404, never a 500)', async () => {
    mkdirSync(join(dir, 'team/folder'), { recursive: true });
    writeFileSync(join(dir, 'team/file'), 'x');
    expect(await blobs.get('team/folder')).toBeNull();
    expect(await blobs.get('team/file/below')).toBeNull();
    expect(await blobs.get('team/none')).toBeNull();
  });
});
