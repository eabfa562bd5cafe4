import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of 1 kB or more go compressed to clients that accept it (every browser): a form's
 * content (10 kB to 260 kB of JSON), a documents list or a printable page crosses a phone's
 * network in a fraction of the bytes. Text types only (JSON, HTML, CSV; not event streams, which
 * must flow, nor PDFs and images). Brotli at quality 4 (the quality CDNs use for dynamic content:
 * most of 11's gain for a small part of its CPU), gzip for the rest. Assets keep their
 * precompressed copies (an answer that already has an encoding is left as it is); the apps' page
 * (index.html, 2 kB, answered by the not-found handler, which no route hook reaches) goes as is.
 * Request bodies are not inflated: the apps send none compressed, and a compressed body could
 * exceed the body limit once inflated.
 * No answer mixes a secret with text another site could make a browser send (cookies are
 * SameSite=Strict, staff tokens travel in a header), so compression reveals nothing (BREACH).
 */
export async function compressReplies(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
