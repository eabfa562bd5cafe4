import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRequestHeader } from '../common/sessionHeaders';
import { ApiError, createHttpClient, locationHeader } from './httpClient';

const client = () => createHttpClient({ getLocationId: () => 'loc-1' });

function answer(response: Response) {
  const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const pdf = () =>
  new Response('%PDF-1.7', {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': 'attachment; filename="Intake.pdf"',
    },
  });

afterEach(() => vi.unstubAllGlobals());

describe('httpClient.download', () => {
  it('GETs the file without a body', async () => {
    const fetchMock = answer(pdf());
    const file = await client().download('/api/core/Documents/1/Pdf');
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/core/Documents/1/Pdf');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeNull();
    expect(file.fileName).toBe('Intake.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it('POSTs a JSON body when one is given, with the same headers as any call', async () => {
    const fetchMock = answer(pdf());
    const file = await client().download('/api/core/DocumentGroups/DownloadDocumentGroupPdf', { id: 'g1' });
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = init?.headers as Record<string, string>;
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"id":"g1"}');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers[appRequestHeader]).toBe('1');
    expect(headers[locationHeader]).toBe('loc-1');
    expect(await file.blob.text()).toBe('%PDF-1.7');
  });

  it("throws the server's message when the file is refused", async () => {
    answer(Response.json({ messages: ['Only completed groups.'] }, { status: 409 }));
    const refused = client().download('/api/core/DocumentGroups/DownloadDocumentGroupPdf', { id: 'g1' });
    await expect(refused).rejects.toEqual(
      new ApiError(409, 'Only completed groups.', undefined, undefined, ['Only completed groups.']),
    );
  });
});

describe('httpClient and FHIR replies', () => {
  it('POSTs a FHIR create and resolves with its OperationOutcome and the Location of what was made', async () => {
    const outcome = { resourceType: 'OperationOutcome', issue: [{ severity: 'information' }] };
    const fetchMock = answer(
      Response.json(outcome, {
        status: 201,
        headers: { location: 'https://clinic.test/fhir/R4/Questionnaire/f1' },
      }),
    );
    const created = await client().download('/fhir/R4/Questionnaire', { resourceType: 'Questionnaire' });
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    expect(JSON.parse(await created.blob.text())).toEqual(outcome);
    expect(created.location).toBe('https://clinic.test/fhir/R4/Questionnaire/f1');
  });

  it("shows a FHIR OperationOutcome's diagnostics as the server's messages", async () => {
    answer(
      Response.json(
        {
          resourceType: 'OperationOutcome',
          issue: [
            { severity: 'error', code: 'invalid', diagnostics: 'Questionnaire.item: Required' },
            { severity: 'error', code: 'invalid', diagnostics: 'Questionnaire.status: Invalid' },
          ],
        },
        { status: 400 },
      ),
    );
    const refused = client().download('/fhir/R4/Questionnaire', {});
    await expect(refused).rejects.toEqual(
      new ApiError(400, 'Questionnaire.item: Required\nQuestionnaire.status: Invalid', undefined, undefined, [
        'Questionnaire.item: Required',
        'Questionnaire.status: Invalid',
      ]),
    );
  });
});

describe('httpClient session', () => {
  it('sends the app header and the same-origin cookie, never a token, and passes a 401 on', async () => {
    const fetchMock = answer(Response.json({ messages: ['Not signed in.'] }, { status: 401 }));
    const onUnauthorized = vi.fn();
    const refused = createHttpClient({ onUnauthorized })
      .request('PATCH', '/api/portal/Auth/Language', { language: 'es' })
      .catch((error: unknown) => error);
    expect(await refused).toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('/api/portal/Auth/Language');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    const headers = init?.headers as Record<string, string>;
    expect(headers[appRequestHeader]).toBe('1');
    expect(headers).not.toHaveProperty('Authorization');
    expect(init?.credentials).toBe('same-origin');
  });
});

describe('httpClient errors', () => {
  it("keeps the server's own messages beside the message the portal's rules give", async () => {
    const wait = 'Too many failed sign-ins. Please try again in 2 minutes.';
    answer(Response.json({ messages: [wait] }, { status: 429 }));
    const refused = await client()
      .request('POST', '/api/core/Auth/Login', {})
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, message: 'Error!', serverMessages: [wait] });
  });
});

describe('httpClient language', () => {
  it("sends the app's current language as Accept-Language, so printouts are worded in it", async () => {
    let language = 'es';
    const fetchMock = answer(Response.json({}));
    const withLanguage = createHttpClient({ getLanguage: () => language });
    await withLanguage.request('GET', '/api/portal/Documents/RenderDocument/1');
    language = 'en';
    fetchMock.mockResolvedValueOnce(Response.json({}));
    await withLanguage.request('GET', '/api/portal/Documents/RenderDocument/1');
    const sent = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.['Accept-Language'],
    );
    expect(sent).toEqual(['es', 'en']);
  });
});
