import { describe, expect, it } from 'vitest';
import { normaliseName, similarNameThreshold, trigramSimilarity } from './nameSimilarity';

describe('name similarity', () => {
  it('normalises case, accents and punctuation', () => {
    expect(normaliseName("  José  O'Neil-Ávila ")).toBe('jose o neil avila');
  });

  it('is 1 for the same name however written, in either order', () => {
    expect(trigramSimilarity('Jordan Lee', 'jordan  LEE')).toBe(1);
    expect(trigramSimilarity('Jordan Lee', 'Lee Jordan')).toBe(1);
    expect(trigramSimilarity('José Núñez', 'Jose Nunez')).toBe(1);
  });

  it('finds a typo or a variant spelling, not a sibling or a namesake', () => {
    const similar = (a: string, b: string) => trigramSimilarity(a, b) >= similarNameThreshold;
    expect(similar('Jordan Lee', 'Jordon Lee')).toBe(true);
    expect(similar('Jordan Lee', 'Jordan Leigh')).toBe(true);
    expect(similar('Alex Rivera', 'Alexa Rivera')).toBe(true);
    expect(similar('Sam Rivera', 'Alex Rivera')).toBe(false);
    expect(similar('Jordan Lee', 'Jordan Smith')).toBe(false);
    expect(trigramSimilarity('', 'Jordan')).toBe(0);
  });
});
