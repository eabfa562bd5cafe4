import { evaluateTemplate, formScopeOf, parseTemplate } from '@clinic/forms-core';
import { describe, expect, it } from 'vitest';
import { contextMentions } from './contextMentions';
import { linkAddress } from './linkAddress';

const header = {
  organizationName: 'Riverbend Health',
  organizationLogo: null,
  formName: 'Intake',
  effectiveDate: '2026-03-15T14:00:00.000Z',
  patient: { firstName: 'Alex', middleName: '', lastName: 'Rivera', mrn: 'MRN-7', dateOfBirth: '1990-04-12' },
  episodeOfCare: { number: 'EOC-12', startDate: '2026-01-02' },
};

describe('patient and document mentions', () => {
  it('read the form scope root built from the document header', () => {
    const form = formScopeOf(header);
    const shown = contextMentions().map(({ expression }) => {
      const parsed = parseTemplate(expression);
      if (!parsed.ok) throw new Error(expression);
      return evaluateTemplate(parsed.value, { form });
    });
    expect(shown).toEqual(['Alex Rivera', 'MRN-7', '04/12/1990', 'EOC-12', '03/15/2026']);
  });
});

describe('linkAddress', () => {
  it('takes web and mail addresses only', () => {
    expect(linkAddress(' https://example.org/a?b=1 ')).toBe('https://example.org/a?b=1');
    expect(linkAddress('example.org/forms')).toBe('https://example.org/forms');
    expect(linkAddress('front.desk@example.org')).toBe('mailto:front.desk@example.org');
    expect(linkAddress('mailto:a@example.org')).toBe('mailto:a@example.org');
    for (const refused of ['javascript:alert(1)', 'data:text/html,x', 'not a link', '']) {
      expect(linkAddress(refused)).toBeNull();
    }
  });
});
