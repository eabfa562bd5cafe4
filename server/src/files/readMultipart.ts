import { maxUploadBytes } from '@clinic/api-contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, HttpError, refused } from '../app/httpError';
import type { FileUpload } from './storeFile';

export interface MultipartUpload<T> {
  fields: T;
  /** The `File` part, when one was sent. */
  file: FileUpload | undefined;
}

const maxUploadMb = maxUploadBytes / 1024 / 1024;
const tooLargeMessage = `The file is too large: at most ${maxUploadMb} MB.`;

/**
 * Reads a multipart request: the `File` part into memory (at most 20 MB, the plugin's limit) and
 * the text fields, checked against `schema`. Anything but multipart/form-data is refused.
 */
export async function readMultipart<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
): Promise<MultipartUpload<z.output<S>>> {
  if (!request.isMultipart()) throw badRequest(['Send the file as multipart/form-data.']);
  const raw: Record<string, string> = {};
  let file: FileUpload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'File') throw badRequest([`Unexpected file field "${part.fieldname}".`]);
        file = { bytes: await part.toBuffer(), fileName: part.filename };
      } else if (typeof part.value === 'string' && part.value !== '') {
        // Blank fields count as not sent, as an HTML form sends an empty input.
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isTooLarge(error)) throw refused(413, 'fileTooLarge', tooLargeMessage, { maxMb: maxUploadMb });
    throw refused(400, 'uploadUnreadable', 'The upload could not be read.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || 'body';
      fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
    }
    throw badRequest(
      Object.entries(fieldErrors).flatMap(([key, messages]) => messages.map((m) => `${key}: ${m}`)),
      fieldErrors,
    );
  }
  return { fields: parsed.data, file };
}

function isTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'statusCode' in error && error.statusCode === 413;
}
