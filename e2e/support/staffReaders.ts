import { randomUUID } from 'node:crypto';
import { type APIRequestContext, request } from '@playwright/test';
import { randomClientIp } from './clientAddress';
import { baseUrl } from './e2eEnvironment';
import { staffApi } from './portalSession';

/** A staff account made for a test, which opens charts by API from its own client address. */
export interface StaffReader {
  email: string;
  password: string;
  /** "First Last, Credentials", as the apps name staff. */
  name: string;
  /** The X-Forwarded-For address its calls come from (the e2e server trusts the proxy header). */
  ip: string;
  /** Opens the patient's chart (GET api/core/Patients/{id}), which the audit trail records. */
  openChart(patientId: string): Promise<void>;
}

export async function newStaffReader(
  firstName: string,
  lastName: string,
  options: { credentials?: string; techStaff?: boolean } = {},
): Promise<StaffReader> {
  const email = `e2e-reader-${randomUUID().slice(0, 12)}@example.org`;
  const password = `reader-${randomUUID()}`;
  const credentials = options.credentials ?? '';
  await staffApi('PUT', '/api/core/StaffUsers', {
    email,
    firstName,
    lastName,
    credentials,
    password,
    roles: options.techStaff ? ['staff', 'techStaff'] : ['staff'],
  });
  const ip = randomClientIp();
  const fromReader = async <T>(call: (api: APIRequestContext) => Promise<T>): Promise<T> => {
    const api = await request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { 'X-Forwarded-For': ip } });
    try {
      return await call(api);
    } finally {
      await api.dispose();
    }
  };
  const token = await fromReader(async (api) => {
    const login = await api.post('/api/core/Auth/Login', { data: { email, password } });
    if (!login.ok()) throw new Error(`staff sign-in: ${login.status()} ${await login.text()}`);
    return ((await login.json()) as { token: string }).token;
  });
  const name = `${firstName} ${lastName}`;
  return {
    email,
    password,
    name: credentials ? `${name}, ${credentials}` : name,
    ip,
    openChart: (patientId) =>
      fromReader(async (api) => {
        const chart = await api.get(`/api/core/Patients/${patientId}`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        if (!chart.ok()) throw new Error(`chart: ${chart.status()}`);
      }),
  };
}
