import { describe, expect, it } from 'vitest';
import { isRegistration } from './isRegistration';

describe('isRegistration', () => {
  it('is a request without service and time', () => {
    expect(isRegistration({ serviceId: null, requestedStart: null })).toBe(true);
    expect(
      isRegistration({
        serviceId: '5b0c2f7e-8f1e-4d8a-9a47-0f3b5f6a1c11',
        requestedStart: '2026-11-25T09:00',
      }),
    ).toBe(false);
  });
});
