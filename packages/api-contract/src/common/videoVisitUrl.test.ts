import { describe, expect, it } from 'vitest';
import { videoVisitUrlError, videoVisitUrlMessage, videoVisitUrlSchema } from './videoVisitUrl';

describe('video visit links', () => {
  it('takes https addresses of a named host, trimmed', () => {
    expect(videoVisitUrlSchema.parse('  https://meet.example.org/room/chen-42 ')).toBe(
      'https://meet.example.org/room/chen-42',
    );
    expect(videoVisitUrlError('https://zoom.us/j/123456789?pwd=abc')).toBeUndefined();
    expect(videoVisitUrlError('   ')).toBeUndefined();
  });

  it('refuses anything else with one clear message', () => {
    for (const link of [
      'http://meet.example.org/room',
      'javascript:alert(1)',
      'meet.example.org/room',
      'ftp://meet.example.org',
      'https://',
      'https://localhost/room',
      'https://user:secret@meet.example.org/room',
    ]) {
      expect(videoVisitUrlError(link), link).toBe(videoVisitUrlMessage);
    }
    expect(videoVisitUrlError(`https://meet.example.org/${'a'.repeat(2000)}`)).toBe(
      'The video visit link is too long.',
    );
  });
});
