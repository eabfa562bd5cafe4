import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';

/**
 * An uploaded file. The bytes live under DATA_DIR/files named by their SHA-256 (the same
 * content is stored once); this row is what documents and forms point to.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: idColumn(),
    sha256: text('sha256').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** Detected from the content, not taken from the upload's claim. */
    contentType: text('content_type').notNull(),
    originalName: text('original_name').notNull(),
    /** The patient the file belongs to, when it is patient data: downloads are scoped by it. */
    patientId: uuid('patient_id'),
    uploadedByType: text('uploaded_by_type', { enum: ['staff', 'portal'] }).notNull(),
    uploadedById: uuid('uploaded_by_id'),
    /** Where the bytes are (files/storage/): a file stays readable after FILE_STORAGE changes. */
    storage: text('storage', { enum: ['local', 'postgres', 's3'] })
      .notNull()
      .default('local'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stored_files_sha256_idx').on(t.sha256),
    // A row naming a backend the server cannot read from would be a file lost for good.
    check('stored_files_storage_known', sql`${t.storage} in ('local', 'postgres', 's3')`),
  ],
);

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/** Uploaded bytes kept in the database (FILE_STORAGE=postgres), once per content. */
export const fileContents = pgTable('file_contents', {
  sha256: text('sha256').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
