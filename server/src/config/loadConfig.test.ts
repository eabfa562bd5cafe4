import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './loadConfig';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.seed).toBe('demo');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and drops a trailing slash from an explicit one', () => {
    expect(loadConfig({ PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ PUBLIC_URL: 'https://portal.example.org/' }).publicUrl).toBe(
      'https://portal.example.org',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SEED: '' }).seed).toBe('demo');
  });

  it('chooses the payment gateway: the sandbox unless Stripe is named with its key', () => {
    expect(loadConfig({}).paymentGateway).toEqual({ kind: 'sandbox' });
    expect(loadConfig({ PAYMENT_GATEWAY: 'stripe', STRIPE_SECRET_KEY: 'sk_live_x' }).paymentGateway).toEqual({
      kind: 'stripe',
      secretKey: 'sk_live_x',
    });
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('chooses the SMS service: the sandbox unless Twilio is named with its three settings', () => {
    expect(loadConfig({}).sms).toEqual({ kind: 'sandbox' });
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
    expect(loadConfig({ SMS_PROVIDER: 'twilio', ...twilio }).sms).toEqual({
      kind: 'twilio',
      accountSid: 'AC1',
      authToken: 'token',
      from: '+15005550006',
    });
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(
      /TWILIO_AUTH_TOKEN/,
    );
  });

  it('refuses bad settings with a message naming each one', () => {
    expect(() => loadConfig({ PORT: 'abc', SEED: 'everything' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', SEED: 'everything' });
    } catch (error) {
      expect((error as Error).message).toMatch(/PORT/);
      expect((error as Error).message).toMatch(/SEED/);
    }
  });
});
