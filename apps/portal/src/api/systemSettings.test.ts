import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const apiRequest = vi.fn();
vi.mock('./httpClient', () => ({ apiRequest }));

const settings = { organizationName: 'Riverbend Health' };

async function freshStore() {
  vi.resetModules();
  return import('./systemSettings');
}

function settled() {
  return new Promise((resolve) => setTimeout(resolve, 10));
}

describe('system settings store', () => {
  beforeEach(() => {
    apiRequest.mockReset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is pending, then holds the settings; asks once while fresh', async () => {
    const store = await freshStore();
    apiRequest.mockResolvedValue(settings);
    expect(store.currentSystemSettings()).toEqual({ data: undefined, isPending: true, isError: false });
    store.loadSystemSettings();
    store.loadSystemSettings();
    await settled();
    expect(store.currentSystemSettings()).toEqual({ data: settings, isPending: false, isError: false });
    store.loadSystemSettings();
    expect(apiRequest).toHaveBeenCalledTimes(1);
    expect(apiRequest).toHaveBeenCalledWith('GET', '/api/portal/SystemSettings');
  });

  it('retries a failed request once', async () => {
    const store = await freshStore();
    apiRequest.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(settings);
    store.loadSystemSettings();
    await settled();
    expect(store.currentSystemSettings().data).toEqual(settings);
  });

  it('reports the error when the retry fails too', async () => {
    const store = await freshStore();
    apiRequest.mockImplementation(() => Promise.reject(new Error('down')));
    store.loadSystemSettings();
    await settled();
    expect(store.currentSystemSettings()).toEqual({ data: undefined, isPending: false, isError: true });
    expect(apiRequest).toHaveBeenCalledTimes(2);
  });

  it('asks again once the settings are five minutes old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = await freshStore();
    apiRequest.mockResolvedValue(settings);
    store.loadSystemSettings();
    await settled();
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1);
    store.loadSystemSettings();
    expect(apiRequest).toHaveBeenCalledTimes(2);
  });
});
