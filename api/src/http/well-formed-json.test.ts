import { wellFormedJson } from './well-formed-json';

const parsed = (text: string): unknown => JSON.parse(text);

describe('wellFormedJson', () => {
  it('replaces each lone surrogate in values and keys with U+FFFD, keeping pairs and order', () => {
    const value = parsed(
      '{"a":"x\\ud800","k\\udfff":["\\udbff\\udc00","\\udc00\\udbff"],"z":{"\\ud800":1}}',
    );
    expect(wellFormedJson(value)).toEqual({
      a: 'x\uFFFD',
      'k\uFFFD': ['\u{10FC00}', '\uFFFD\uFFFD'],
      z: { '\uFFFD': 1 },
    });
    expect(Object.keys(wellFormedJson(parsed('{"a":1,"\\ud800":2,"b":3}')) as object)).toEqual([
      'a',
      '\uFFFD',
      'b',
    ]);
  });

  it('repairs a bare string and leaves other JSON values as they are', () => {
    expect(wellFormedJson('\udfff')).toBe('\uFFFD');
    expect(wellFormedJson(parsed('[1,true,null,"ok",{}]'))).toEqual([1, true, null, 'ok', {}]);
  });

  it('walks a body nested far deeper than recursion could (the depth check comes later)', () => {
    const depth = 200_000;
    const deep = parsed(`${'['.repeat(depth)}"\\ud800"${']'.repeat(depth)}`);
    let inner = wellFormedJson(deep);
    for (let level = 0; level < depth; level += 1) inner = (inner as unknown[])[0];
    expect(inner).toBe('\uFFFD');
  });

  it('never turns a key into a prototype setter', () => {
    const value = wellFormedJson(parsed('{"\\ud800":1,"__proto__":{"polluted":true}}')) as object;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['\uFFFD', '__proto__']);
  });
});
