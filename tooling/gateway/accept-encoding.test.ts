import type { IncomingMessage } from 'node:http';
import { acceptsEncoding } from './accept-encoding';

const request = (header?: string) =>
  ({ headers: header === undefined ? {} : { 'accept-encoding': header } }) as IncomingMessage;

describe('acceptsEncoding', () => {
  it("takes what a browser sends: Chromium's list names both", () => {
    expect(acceptsEncoding(request('gzip, deflate, br, zstd'), 'br')).toBe(true);
    expect(acceptsEncoding(request('gzip, deflate, br, zstd'), 'gzip')).toBe(true);
    expect(acceptsEncoding(request('gzip'), 'br')).toBe(false);
    expect(acceptsEncoding(request(), 'gzip')).toBe(false);
  });

  it('refuses an encoding named with q=0, in any case and spacing', () => {
    expect(acceptsEncoding(request('gzip, br;q=0'), 'br')).toBe(false);
    expect(acceptsEncoding(request('GZIP ; Q=0, br'), 'gzip')).toBe(false);
    expect(acceptsEncoding(request('br;q=0.5'), 'br')).toBe(true);
  });

  it('reads * for encodings it does not name, and never matches inside another name', () => {
    expect(acceptsEncoding(request('*'), 'br')).toBe(true);
    expect(acceptsEncoding(request('*;q=0, gzip'), 'br')).toBe(false);
    expect(acceptsEncoding(request('br;q=0, *'), 'br')).toBe(false);
    expect(acceptsEncoding(request('x-gzip-ish'), 'gzip')).toBe(false);
  });
});
