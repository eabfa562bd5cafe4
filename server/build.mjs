// Bundles a server entry point (default src/main.ts → dist/main.js). Our workspace packages
// (TypeScript sources) are bundled in; every npm dependency stays external in node_modules.
//   node build.mjs                                  the server
//   node build.mjs bench/documentsBench.ts dist/documentsBench.js
import { build } from 'esbuild';

const [entry = 'src/main.ts', outfile = 'dist/main.js'] = process.argv.slice(2);

await build({
  entryPoints: [entry],
  outfile,
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
