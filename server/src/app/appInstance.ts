import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from '../config/loadConfig';
import type { Database } from '../db/database';
import type { Mailer } from '../mail/mailer';

/** What route modules need, decorated on the instance once at start-up. */
export interface AppDeps {
  config: ServerConfig;
  db: Database;
  databaseKind: 'pglite' | 'postgres';
  mailer: Mailer;
  /** HMAC key of session tokens (see auth/signingKey.ts). */
  signingKey: Uint8Array;
  /** The clock of sign-in limits (rateLimits/); the system clock unless a test pins it. */
  clock?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
