import webpack, { type Configuration, type Stats } from 'webpack';

/** One webpack build, awaited, with the compiler closed after it (the plugins' tests use it). */
export function runBuild(config: Configuration): Promise<Stats> {
  const compiler = webpack(config);
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || !stats) reject(error ?? new Error('no stats'));
      else resolve(stats);
    }),
  );
}
