import { ApiError, genericErrorMessage, noConnectionMessage } from '@clinic/api-contract';
import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { enCore } from '../i18n/en/core';
import { esCore } from '../i18n/es/core';
import { isGenericError, serverErrorText } from './serverErrorText';

let en: TFunction;
let es: TFunction;

beforeAll(async () => {
  const i18n = i18next.createInstance();
  await i18n.init({
    resources: { en: { translation: enCore }, es: { translation: esCore } },
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
  en = i18n.getFixedT('en');
  es = i18n.getFixedT('es');
});

const refusal = (
  status: number,
  code: string | undefined,
  message: string,
  params?: Record<string, number>,
) => new ApiError(status, message, undefined, undefined, [message], code, params);

describe('serverErrorText', () => {
  it('words a known code in the page language, with its values', () => {
    const declined = refusal(402, 'cardDeclined', 'Your card was declined.');
    expect(serverErrorText(declined, es)).toBe('Su tarjeta fue rechazada.');
    expect(serverErrorText(declined, en)).toBe('Your card was declined.');
    const limited = refusal(429, 'tooManyRequests', genericErrorMessage, { seconds: 42 });
    expect(serverErrorText(limited, es)).toBe(
      'Demasiadas solicitudes. Espere 42 segundos e inténtelo de nuevo.',
    );
    expect(isGenericError(limited)).toBe(false);
  });

  it("words the client's own 'No connection with resources'", () => {
    const offline = new ApiError(0, noConnectionMessage, undefined, undefined, [], 'noConnection');
    expect(serverErrorText(offline, en)).toBe('No connection with resources');
    expect(serverErrorText(offline, es)).toBe('Sin conexión con los recursos');
  });

  it("falls back to the server's messages for a reply without a code this portal knows", () => {
    expect(serverErrorText(refusal(400, undefined, 'Older server text.'), es)).toBe('Older server text.');
    expect(serverErrorText(refusal(409, 'someNewerCode', 'Newer server text.'), es)).toBe(
      'Newer server text.',
    );
  });

  it("says 'Error!' in the page language when there is nothing more to say", () => {
    const bare = new ApiError(500, genericErrorMessage);
    expect(serverErrorText(bare, es)).toBe('¡Error!');
    expect(isGenericError(bare)).toBe(true);
    expect(serverErrorText(new Error('boom'), en)).toBe('Error!');
  });

  it("keeps 'Error!' for the statuses section 8 shows no server words for, coded or not", () => {
    const gone = refusal(404, 'notFound', genericErrorMessage);
    expect(serverErrorText(gone, es)).toBe('¡Error!');
    expect(isGenericError(gone)).toBe(true);
  });
});
