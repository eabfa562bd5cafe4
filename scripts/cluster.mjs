// `npm run cluster`: N server instances on one PostgreSQL (DATABASE_URL) behind Debian's nginx,
// as a group practice or a hosted service runs the product (docs/scaling.md).
//   DATABASE_URL=postgres://… npm run cluster            2 instances, nginx on PORT (3000)
//   CLUSTER_INSTANCES=3 DATABASE_URL=… npm run cluster
// Ctrl-C (or SIGTERM) stops nginx, then drains each instance: in-flight requests finish, live
// streams end, jobs in progress are finished or left for the others.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildWhatIsStale } from './buildSteps.mjs';
import { nginxConfig } from './cluster/nginxConfig.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  process.stderr.write('npm run cluster needs DATABASE_URL: instances share one PostgreSQL database.\n');
  process.exit(1);
}
const count = Number(process.env.CLUSTER_INSTANCES ?? 2);
const port = Number(process.env.PORT ?? 3000);
const host = '127.0.0.1';
const nginxBinary = process.env.NGINX ?? '/usr/sbin/nginx';
if (!fs.existsSync(nginxBinary)) {
  process.stderr.write(`nginx not found at ${nginxBinary}: apt-get install nginx-light (or set NGINX).\n`);
  process.exit(1);
}

buildWhatIsStale();

/** Instances listen on the ports after nginx's. */
const instancePorts = Array.from({ length: count }, (_, i) => port + 1 + i);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const children = [];

function startInstance(instancePort, i) {
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(instancePort),
      HOST: host,
      PUBLIC_URL: publicUrl,
      // Behind our nginx: client addresses (rate limits, audit) come from X-Forwarded-For.
      TRUST_PROXY: 'true',
      // Uploads where every instance finds them, unless object storage is set.
      FILE_STORAGE: process.env.FILE_STORAGE ?? 'postgres',
      // Only the first seeds an empty database; the others start on what it made.
      SEED: i === 0 ? (process.env.SEED ?? 'demo') : 'none',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.push(child);
  return child;
}

async function waitHealthy(instancePort) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    try {
      const res = await fetch(`http://${host}:${instancePort}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`instance on port ${instancePort} did not become healthy`);
}

// The first instance migrates and seeds before the others start on the same database.
startInstance(instancePorts[0], 0);
await waitHealthy(instancePorts[0]);
for (const [i, instancePort] of instancePorts.entries()) if (i > 0) startInstance(instancePort, i);
await Promise.all(instancePorts.slice(1).map(waitHealthy));

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-nginx-'));
const conf = path.join(prefix, 'nginx.conf');
fs.writeFileSync(conf, nginxConfig({ port, upstreamPorts: instancePorts, prefix }));
const nginx = spawn(nginxBinary, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'inherit' });
await waitHealthy(port);
process.stdout.write(
  `\nClinic cluster is ready: ${count} instances (ports ${instancePorts.join(', ')}) behind nginx.\n` +
    `  Patient portal:  http://${host}:${port}/\n  Staff app:       http://${host}:${port}/staff/\n` +
    `  nginx:           ${conf}\n\n`,
);

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  nginx.kill('SIGQUIT');
  const exits = children.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(exits);
  fs.rmSync(prefix, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
nginx.once('exit', (code) => {
  if (!stopping) {
    process.stderr.write(`nginx stopped (${code}); stopping the instances.\n`);
    void stop();
  }
});
