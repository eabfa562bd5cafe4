// Writes gzip and brotli copies beside a web app's text assets, so the server sends them
// compressed without compressing on every request (@fastify/static `preCompressed`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.map', '.txt']);

export function precompress(folder) {
  try {
    compressFolder(folder);
  } catch (error) {
    // Another build replacing the folder meanwhile (parallel test runs on one checkout) leaves
    // the assets uncompressed, which the server still serves.
    if (error.code !== 'ENOENT') throw error;
  }
}

function compressFolder(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      compressFolder(file);
      continue;
    }
    if (!compressible.has(path.extname(entry.name)) || entry.name.endsWith('.map')) continue;
    const content = fs.readFileSync(file);
    // Scripts and styles are always compressed (the load budget test checks every one); other
    // small files are not worth a second copy.
    if (content.length < 1024 && !/\.(js|css)$/.test(entry.name)) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
