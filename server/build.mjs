// Bundles the server into dist/main.js. Our workspace packages (TypeScript sources) are
// bundled in; every npm dependency stays external and is loaded from node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-npm-packages',
      setup(pluginBuild) {
        pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@clinic/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
