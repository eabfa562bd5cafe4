import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { migrationsFolder } from './openDatabase';

/** The migration files in the order drizzle applies them. */
export function migrationFiles(): string[] {
  return fs
    .readdirSync(migrationsFolder)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/** Runs one migration file as drizzle does: statement by statement. */
export async function runMigration(db: PGlite, file: string): Promise<void> {
  const sql = fs.readFileSync(path.join(migrationsFolder, file), 'utf8');
  for (const statement of sql.split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
}

/** Runs every migration before `file` (which must exist) and answers `file`'s name. */
export async function migrateUpTo(db: PGlite, file: string): Promise<string> {
  const files = migrationFiles();
  const last = files.indexOf(file);
  if (last < 0) throw new Error(`no migration ${file}`);
  for (const earlier of files.slice(0, last)) await runMigration(db, earlier);
  return file;
}
