/**
 * Makes the `_global` of Chakra's `createSystem` (the reset, the global CSS and the CSS variables of
 * every token, as style objects) computed on first read instead of while the system is built.
 * Computing it is about half of `createSystem`, the longest task of a first load on a phone
 * (issue 18). The host's page carries that CSS already built (shared/src/ui/system-stylesheet.ts,
 * written into index.html by the host's build): there the system is handed to ChakraProvider
 * without it and nothing reads it. Where the page has no such CSS (a remote's own dev page, a page
 * of another build), ChakraProvider reads it in the first render, as before.
 * If Chakra's file changes shape, the build fails here instead of quietly doing the work again.
 */
const EAGER = '  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];\n';
const RETURNED = '\n    _global,\n';

function occurrences(source: string, text: string): number {
  return source.split(text).length - 1;
}

export default function lazyChakraGlobalLoader(source: string): string {
  // Those two lines and no other use of `_global`: another would be left reading nothing.
  const uses = source.match(/\b_global\b/g)?.length ?? 0;
  if (occurrences(source, EAGER) !== 1 || occurrences(source, RETURNED) !== 1 || uses !== 2) {
    throw new Error(
      "@chakra-ui/react's createSystem no longer builds `_global` as this loader expects: review tooling/webpack/lazy-chakra-global-loader.ts and shared/src/ui/system-stylesheet.ts",
    );
  }
  return source
    .replace(EAGER, '  let _global;\n')
    .replace(
      RETURNED,
      '\n    get _global() {\n' +
        '      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];\n' +
        '    },\n',
    );
}
