import fs from 'node:fs';
import path from 'node:path';

/**
 * The test files under `root`/`folder` that replace modules (vi.mock, vi.doMock), relative to
 * `root`. A worker that runs many files without isolation keeps their modules, and a module
 * another file already imported would stay real, so these files run isolated.
 * @param {string} root
 * @returns {string[]}
 */
export function moduleMockingTests(root, folder = 'src') {
  return fs
    .readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(path.join(root, file), 'utf8')));
}
