import {
  validationMessagesEnglish,
  validationMessagesSpanish,
  validationRefusalCodeSchema,
} from '@clinic/api-contract';
import type { DocumentLanguage } from '@clinic/forms-core';
import type { FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';

const spanish = z.locales.es();

/** The value at `path` in the request part that was checked (for a type error's "received …"). */
function inputAt(part: unknown, path: readonly string[]): unknown {
  let value = part;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * One schema refusal worded in the caller's language: a coded rule of ours by its code
 * (api-contract validationRefusalCodes), any other issue by zod's own Spanish for a Spanish
 * caller; English callers read zod's message as it is.
 */
export function validationIssueText(
  issue: FastifySchemaValidationError,
  checked: unknown,
  language: DocumentLanguage,
): string {
  const params = issue.params as Record<string, unknown>;
  const ruleParams = params.params as Record<string, unknown> | undefined;
  const code = validationRefusalCodeSchema.safeParse(ruleParams?.code);
  if (code.success)
    return (language === 'es' ? validationMessagesSpanish : validationMessagesEnglish)[code.data];
  const english = issue.message ?? 'Invalid value';
  if (language !== 'es') return english;
  const path = issue.instancePath.split('/').filter(Boolean);
  const worded = spanish.localeError({
    ...params,
    code: issue.keyword,
    path,
    input: inputAt(checked, path),
    message: english,
  } as unknown as Parameters<typeof spanish.localeError>[0]);
  return (typeof worded === 'string' ? worded : worded?.message) ?? english;
}
