import path from 'node:path';
import { z } from 'zod';
import { findRepositoryRoot } from './findRepositoryRoot';

/** Every setting the server reads, all from the environment (README "Settings"). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().min(1).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  STAFF_ADMIN_PASSWORD: z.string().min(8, 'STAFF_ADMIN_PASSWORD must be at least 8 characters').optional(),
  /** Where the built web apps are; the default is the repository layout. */
  WEB_ROOT: z.string().optional(),
  /** Set when a reverse proxy sits in front: client addresses are then read from X-Forwarded-For. */
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  /** The payment gateway: the built-in sandbox, or Stripe (then STRIPE_SECRET_KEY is needed). */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'stripe']).default('sandbox'),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  seed: 'demo' | 'none';
  staffAdminPassword: string | undefined;
  webRoot: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  paymentGateway: { kind: 'sandbox' } | { kind: 'stripe'; secretKey: string };
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  // Empty strings count as unset, the way a shell user means `FOO= npm start`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.PAYMENT_GATEWAY === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid settings:\nSTRIPE_SECRET_KEY: needed when PAYMENT_GATEWAY is stripe');
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    seed: e.SEED,
    staffAdminPassword: e.STAFF_ADMIN_PASSWORD,
    webRoot: path.resolve(e.WEB_ROOT ?? findRepositoryRoot()),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY === 'true',
    paymentGateway:
      e.PAYMENT_GATEWAY === 'stripe' && e.STRIPE_SECRET_KEY
        ? { kind: 'stripe', secretKey: e.STRIPE_SECRET_KEY }
        : { kind: 'sandbox' },
  };
}
