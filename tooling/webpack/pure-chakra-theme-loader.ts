/**
 * Marks Chakra's `defaultThemeConfig = defineConfig({… recipes, slotRecipes …})` as pure.
 * @vigil/shared builds its system from the recipes the UI facade uses (shared/src/ui/system.ts),
 * importing the tokens from the same module, @chakra-ui/react/theme. webpack keeps a module-level
 * call it cannot prove pure, and with it every recipe of every Chakra component (about half of
 * Chakra's weight in the host's first screen, issue 18). The call is `(v) => v`, so the mark is
 * true; if Chakra's file changes shape, the build fails here instead of quietly growing again.
 */
const DECLARATION = 'const defaultThemeConfig = defineConfig(';

export default function pureChakraThemeLoader(source: string): string {
  if (!source.includes(DECLARATION)) {
    throw new Error(
      `@chakra-ui/react/theme no longer declares "${DECLARATION}…": review shared/src/ui/system.ts and this loader`,
    );
  }
  return source.replace(DECLARATION, 'const defaultThemeConfig = /* @__PURE__ */ defineConfig(');
}
