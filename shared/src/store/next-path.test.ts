import { rememberNext, takeNext } from './next-path';

describe('next address', () => {
  it('returns the remembered path once', () => {
    rememberNext('/site/42?tab=pages');
    expect(takeNext()).toBe('/site/42?tab=pages');
    expect(takeNext()).toBeNull();
  });

  it('never remembers another origin', () => {
    rememberNext('//evil.example/phish');
    rememberNext('https://evil.example');
    expect(takeNext()).toBeNull();
  });
});
