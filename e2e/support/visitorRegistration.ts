import { type APIRequestContext, expect, request } from '@playwright/test';
import { randomClientIp } from './clientAddress';
import { baseUrl } from './e2eEnvironment';
import type { bookableClinic } from './staffApp';

type BookableClinic = Awaited<ReturnType<typeof bookableClinic>>;

/**
 * A visitor registers as a new patient at the clinic's location through the portal's API, from a
 * client address of their own (the per-client limits never meet another test's). Answers the
 * visitor's API context, for what they do next (verifying the e-mail); the caller disposes of it.
 */
export async function registerVisitor(
  clinic: BookableClinic,
  visitor: { lastName: string; email: string },
): Promise<APIRequestContext> {
  const context = await request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp() },
  });
  const registered = await context.put('/api/portal/PatientRegistrations', {
    data: {
      locationId: clinic.locationId,
      patientInfo: {
        firstName: 'Quinn',
        lastName: visitor.lastName,
        dateOfBirth: '1994-02-14',
        email: visitor.email,
        phone: '(503) 555-0177',
      },
    },
  });
  expect(registered.status()).toBe(200);
  return context;
}
