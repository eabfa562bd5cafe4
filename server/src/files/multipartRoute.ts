import type { FastifyRouteSchemaDef, FastifyValidationResult } from 'fastify/types/schema';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The validator of a multipart route: its body schema documents the form fields in the OpenAPI
 * document (with `consumes: ['multipart/form-data']`), but the body is a stream read by
 * readMultipart, which checks the same fields, so only params and query are validated here.
 */
export function multipartValidatorCompiler<T>(route: FastifyRouteSchemaDef<T>): FastifyValidationResult {
  if (route.httpPart === 'body') return () => ({ value: undefined });
  // Params and querystring of our routes are zod schemas, as everywhere else.
  return validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
}

export const multipartConsumes = ['multipart/form-data'];
