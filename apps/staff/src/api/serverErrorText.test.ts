import { ApiError, serverMessageCodes } from '@clinic/api-contract';
import { serverMessagesEnglish as staffServerMessages } from '@clinic/api-contract/serverMessagesEnglish';
import { describe, expect, it } from 'vitest';
import { serverErrorText } from './serverErrorText';

describe('staff serverErrorText', () => {
  it.each(serverMessageCodes)('has a text for %s', (code) => {
    expect(staffServerMessages[code].trim()).not.toBe('');
  });

  it('words a code with its values, and falls back to the message without one', () => {
    const limited = new ApiError(429, 'Error!', undefined, undefined, [], 'tooManyRequests', { seconds: 9 });
    expect(serverErrorText(limited)).toBe('Too many requests. Please wait 9 seconds and try again.');
    const older = new ApiError(409, 'Someone saved first.', undefined, undefined, ['Someone saved first.']);
    expect(serverErrorText(older)).toBe('Someone saved first.');
    expect(serverErrorText(new Error('Loading chunk failed'))).toBe('Loading chunk failed');
  });
});
