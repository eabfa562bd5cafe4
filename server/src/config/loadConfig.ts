import path from 'node:path';
import { z } from 'zod';
import { type FileStorageBackend, fileStorageBackends } from '../files/storage/fileStorage';
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
  /** Where new uploads go: a folder under DATA_DIR, the database, or S3-compatible object storage. */
  FILE_STORAGE: z.enum(fileStorageBackends).default('local'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** For a store other than AWS (MinIO, Ceph...): its address. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path rather than the host name, as most self-hosted stores want. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
  /** Appointment reminders by text: the built-in sandbox, or Twilio (then its three settings are needed). */
  SMS_PROVIDER: z.enum(['sandbox', 'twilio']).default('sandbox'),
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  /** The sending number (E.164) or a Messaging Service SID. */
  TWILIO_FROM: z.string().min(1).optional(),
});

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

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
  fileStorage: FileStorageBackend;
  /** Object storage, when S3_BUCKET is set (new uploads go there with FILE_STORAGE=s3). */
  s3: S3Settings | undefined;
  sms: { kind: 'sandbox' } | { kind: 'twilio'; accountSid: string; authToken: string; from: string };
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
  const s3 =
    e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
        }
      : undefined;
  if ((e.FILE_STORAGE === 's3' || e.S3_BUCKET) && !s3) {
    throw new ConfigError(
      'Invalid settings:\nS3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: all needed for object storage',
    );
  }
  const twilio =
    e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
      ? { accountSid: e.TWILIO_ACCOUNT_SID, authToken: e.TWILIO_AUTH_TOKEN, from: e.TWILIO_FROM }
      : undefined;
  if (e.SMS_PROVIDER === 'twilio' && !twilio) {
    throw new ConfigError(
      'Invalid settings:\nTWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM: all needed when SMS_PROVIDER is twilio',
    );
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
    fileStorage: e.FILE_STORAGE,
    s3,
    sms: e.SMS_PROVIDER === 'twilio' && twilio ? { kind: 'twilio', ...twilio } : { kind: 'sandbox' },
  };
}
