import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { join } from 'node:path';
import TerserPlugin from 'terser-webpack-plugin';
import { contractSourceVersion } from '@vigil/contract/source-version';
import { type Configuration, DefinePlugin } from 'webpack';
import { CompileHintsPlugin } from './compile-hints';
import { ScreenChunksPlugin } from './screen-chunks';
import { sharedMap } from './shared-map';

export interface AppOptions {
  /** The app's folder (its webpack.config.ts passes __dirname). */
  dir: string;
  /** Container name: identifier-safe, matches the name the host registers. */
  name: string;
  /** Standalone dev-server port. */
  port: number;
  /** Remotes expose modules; the host exposes none and registers remotes at runtime. */
  exposes?: Record<string, string>;
  /** Runtime plugins bundled into the container (the host's resilience plugin). */
  runtimePlugins?: string[];
  /** Page title of the app's own index.html (host page, or a remote's standalone page). */
  title: string;
}

/**
 * One federation runtime per page: in production the host puts its runtime on the page and each
 * remote's entry uses it instead of carrying a copy (~19 KB gzip and ~70 ms of a phone's main
 * thread per remote, issue 18). A remote's standalone dev server keeps its own runtime, since no
 * host is there to lend one (a production remote's own index.html therefore does not start: only
 * the host serves pages). All apps build with the one pinned @module-federation version
 * (pnpm-workspace.yaml's catalog), so the runtime a remote finds is the one it was built against.
 */
function federationRuntimeSharing(options: AppOptions, production: boolean) {
  // The host lends its runtime with host/src/federation/lend-runtime-plugin.ts.
  return production && options.exposes ? { externalRuntime: true } : undefined;
}

/**
 * The host provides the shared libraries every first screen runs (React, react-dom, the store,
 * emotion, TanStack Query): webpack gives each share a chunk of its own, a dozen files fetched
 * side by side before anything shows. Over HTTP/1.1 a browser has six connections to the origin
 * and each file takes a round trip of its own, so the host puts them into two (issue 18: Home's
 * LCP 2.5-2.6 → 2.4 s on Lighthouse's phone; the host's start-up JS 209.4 → 204.9 KB gzip):
 * react-dom (and its scheduler) alone, the rest together. Two, not one: the start-up's largest
 * file ends last, and one of 92 KB ended 0.2 s after the rest (Home after sign-in: LCP 2.6 →
 * 2.4 s with react-dom's 65 KB apart, README). react-router stays with Chakra in shared's file:
 * beside React, its code /login does not run made a second file Lighthouse lists as unused.
 * Each share still loads and runs when its getter asks (the file is simply there then),
 * so the start-up still evaluates them a few at a time (host/src/index.ts). Only these packages:
 * the ones loaded on first use (zod, axios, react-toastify, Chakra's lazy parts) stay apart.
 * react-is and babel's helpers come with them (emotion's hoist-non-react-statics needs them):
 * alone they were a 1.7 KB file of their own, a connection's round trip of the start-up.
 * The id-named file is what the budget check and the start-up preloads read.
 */
const STARTUP_VENDOR =
  /[\\/]node_modules[\\/](react|react-is|jotai|@emotion|@tanstack|hoist-non-react-statics|use-sync-external-store|stylis|@babel[\\/]runtime)[\\/]/;
const STARTUP_REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;

function hostSplitChunks(options: AppOptions, production: boolean) {
  if (!production || options.exposes) return undefined;
  return {
    cacheGroups: {
      startupReactDom: {
        test: STARTUP_REACT_DOM,
        chunks: 'async' as const,
        name: 'startup-react-dom',
        filename: '[id].[contenthash].js',
        enforce: true,
        priority: 30,
      },
      startupVendor: {
        test: STARTUP_VENDOR,
        chunks: 'async' as const,
        name: 'startup-vendor',
        filename: '[id].[contenthash].js',
        enforce: true,
        priority: 20,
      },
    },
  };
}

/**
 * The one webpack configuration of the five front-end apps (issue 3 §2). Everything a remote and
 * the host must agree on is decided here, so it cannot drift between teams.
 */
export function createAppConfig(
  options: AppOptions,
  mode: 'production' | 'development',
): Configuration {
  const production = mode === 'production';
  return {
    mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: join(options.dir, 'dist'),
      // The same build works under any /remotes/<name>/<version>/ path: that is what makes a
      // rollback a pointer change. The runtime infers the base from the manifest's URL.
      publicPath: 'auto',
      uniqueName: options.name,
      filename: production ? '[name].[contenthash].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash].js' : '[name].js',
      clean: true,
      // chunkLoadTimeout stays webpack's default 120000 ms: the spec's ChunkLoadError after 120 s.
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('ts-loader'),
            // Types are checked by `tsc --noEmit` once per package, not per build.
            options: {
              transpileOnly: true,
              compilerOptions: { module: 'esnext', noEmit: false, jsx: 'react-jsx' },
            },
          },
        },
        { test: /\.css$/, use: [require.resolve('style-loader'), require.resolve('css-loader')] },
        {
          // Only the recipes shared/src/ui/system.ts names reach the bundle (see the loader).
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]index\.js$/,
          use: join(__dirname, 'pure-chakra-theme-loader.ts'),
        },
        {
          // Chakra's global CSS computed only where read: the host's page carries it built.
          test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
          use: join(__dirname, 'lazy-chakra-global-loader.ts'),
        },
      ],
    },
    optimization: {
      runtimeChunk: false,
      splitChunks: hostSplitChunks(options, production),
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify })],
    },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin({
        name: options.name,
        filename: options.exposes ? 'remoteEntry.js' : undefined,
        exposes: options.exposes,
        shared: sharedMap(),
        shareStrategy: 'loaded-first',
        runtimePlugins: options.runtimePlugins,
        dts: false,
        dev: false,
        manifest: true,
        experiments: federationRuntimeSharing(options, production),
      }),
      new HtmlWebpackPlugin({
        title: options.title,
        template: join(__dirname, 'index.html'),
        // The product mark (shared/src/widgets/product-mark.tsx) in its light-theme blue: without
        // an icon every page load asks for /favicon.ico and logs a 404 (Vigil's own scan flags it).
        favicon: join(__dirname, 'favicon.svg'),
        // Absolute script URLs so deep links (/site/123) load /main.js, not /site/main.js.
        publicPath: '/',
      }),
      // The contract this build checks answers with: an answer the API checked with the same one is
      // taken as it came (shared/src/api/checked-answer.ts, decision 014).
      new DefinePlugin({ __VIGIL_CONTRACT_VERSION__: JSON.stringify(contractSourceVersion()) }),
      // A remote says which files each route's screen needs (the gateway preloads them).
      ...(options.exposes ? [new ScreenChunksPlugin(options.name)] : []),
      // Start-up's scripts compiled as they stream in, not function by function on first call.
      ...(production ? [new CompileHintsPlugin()] : []),
    ],
  };
}
