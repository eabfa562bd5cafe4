/**
 * PostgreSQL's memory settings inside PGlite (issue 22 point 2; figures in docs/scaling.md,
 * "Memory"). PGlite starts with a standalone server's defaults: 128 MB of shared buffers and
 * room for 100 connections, allocated inside its WASM heap, whose pages stay resident once
 * touched (a WASM memory grows but never shrinks). An embedded database has one connection, and
 * the operating system's page cache keeps its files in memory anyway, so a small buffer cache
 * costs a copy from that cache rather than a disk read.
 */
const settings = {
  /** The buffer cache: filled by reads and saves, it was the memory that grew under load. */
  shared_buffers: '16MB',
  /** Shared memory (locks, process slots) is sized per connection; PGlite has one. */
  max_connections: '5',
  /** The most a VACUUM or CREATE INDEX (migrations) takes at once, kept by the heap afterwards. */
  maintenance_work_mem: '16MB',
};

/** Start parameters to add to PGlite's own (`PGlite.defaultStartParams`). */
export const pgliteStartParams = Object.entries(settings).flatMap(([name, value]) => [
  '-c',
  `${name}=${value}`,
]);
