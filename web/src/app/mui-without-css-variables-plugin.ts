import type { Plugin } from 'vite';

/** MUI's own modules that build and provide a CSS-variables theme. */
const CSS_VARIABLES_MODULES: Readonly<Record<string, string>> = {
  './createThemeWithVars.js': 'export default function createThemeWithVars() { throw new Error(MESSAGE); }',
  './ThemeProviderWithVars.js': 'export function CssVarsProvider() { throw new Error(MESSAGE); }',
};

const STUB = '\0lunchbox:mui-css-variables/';
const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]esm[\\/]styles[\\/]/;

/**
 * The app's theme is a plain one (theme.ts: createTheme without `cssVariables` or `colorSchemes`),
 * so MUI never calls its CSS-variables machinery; yet `createTheme` and `ThemeProvider` import it,
 * and every component imports those, putting about 10 KB (brotli) of it on every first visit. Here
 * those two modules are replaced by stubs that say why, should a theme ever ask for them.
 */
export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'lunchbox:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer && MUI_STYLES.test(importer) && source in CSS_VARIABLES_MODULES) return `${STUB}${source}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(STUB)) return undefined;
      const message = "MUI's CSS-variables theme is left out of the build (web/src/app/mui-without-css-variables-plugin.ts)";
      return `const MESSAGE = ${JSON.stringify(message)};\n${CSS_VARIABLES_MODULES[id.slice(STUB.length)]}`;
    },
  };
}
