import { describe, expect, it } from 'vitest';
import type { DocumentContext } from './documentContext';
import { formHeaderHtml, formHeaderParts } from './formHeader';

const context: DocumentContext = {
  clinic: { name: 'Riverbend Health', logo: 'data:image/png;base64,iVBORw0KGgo=' },
  formName: 'Progress Note',
  patient: {
    firstName: 'Alex',
    middleName: 'J',
    lastName: 'Rivera',
    mrn: 'MRN-001',
    dateOfBirth: '1990-02-03',
  },
  episodeOfCare: { number: 'EOC-42', startDate: '2024-01-15' },
  effectiveDate: '2024-03-05T00:00:00.000Z',
};

/** The header's facts as "label value" lines, the way the HTML reads as text. */
const factsOf = (html: string) =>
  [...html.matchAll(/<dt>(.*?)<\/dt> <dd>(.*?)<\/dd>/g)].map(([, label, value]) => `${label} ${value}`);

describe('formHeaderHtml', () => {
  it('shows the logo, clinic, form name and the document facts', () => {
    const html = formHeaderHtml(context, 'en');
    expect(html).toContain(
      '<img class="cf-form-header-logo" src="data:image/png;base64,iVBORw0KGgo=" alt="">',
    );
    expect(html).toContain('<p class="cf-form-header-clinic">Riverbend Health</p>');
    expect(html).toContain('<p class="cf-form-header-title">Progress Note</p>');
    expect(factsOf(html)).toEqual([
      'Effective date 03/05/2024',
      'Patient name Alex J Rivera',
      'MRN MRN-001',
      'EOC number EOC-42',
      'Date of birth 02/03/1990',
      'Episode start date 01/15/2024',
    ]);
  });

  it('reads dates by their calendar day, whatever the offset written with them', () => {
    const html = formHeaderHtml(
      {
        ...context,
        effectiveDate: '2024-03-05T23:30:00-08:00',
        episodeOfCare: { number: 'EOC-42', startDate: '2024-01-15T00:00:00.000Z' },
      },
      'en',
    );
    expect(factsOf(html)).toContain('Effective date 03/05/2024');
    expect(factsOf(html)).toContain('Episode start date 01/15/2024');
  });

  it('escapes every value it writes', () => {
    const html = formHeaderHtml(
      {
        clinic: { name: '<b>Clinic</b>', logo: 'https://example.org/logo.png" onerror="alert(1)' },
        formName: 'Intake & <script>alert(1)</script>',
        patient: {
          firstName: '<img src=x onerror=alert(1)>',
          lastName: "O'Brien",
          mrn: '"1"',
          dateOfBirth: null,
        },
        episodeOfCare: { number: '<i>7</i>', startDate: null },
      },
      'en',
    );
    expect(html).not.toMatch(/<(b|i|script)>|<img src=x|" onerror/);
    expect(html).toContain('src="https://example.org/logo.png&quot; onerror=&quot;alert(1)"');
    expect(html).toContain('&lt;b&gt;Clinic&lt;/b&gt;');
    expect(html).toContain('Intake &amp; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(factsOf(html)).toContain('Patient name &lt;img src=x onerror=alert(1)&gt; O&#39;Brien');
    expect(factsOf(html)).toContain('MRN &quot;1&quot;');
  });

  it('shows -- for what the document lacks and leaves out a missing logo, clinic or form name', () => {
    const html = formHeaderHtml({ patient: context.patient }, 'en');
    expect(html).not.toMatch(/<img|cf-form-header-clinic|cf-form-header-title/);
    expect(factsOf(html)).toEqual([
      'Effective date --',
      'Patient name Alex J Rivera',
      'MRN MRN-001',
      'EOC number --',
      'Date of birth 02/03/1990',
      'Episode start date --',
    ]);
  });

  it('names a logo shown without the clinic name, and never shows one that is no image or web address', () => {
    expect(formHeaderHtml({ clinic: { name: ' ', logo: 'https://example.org/l.png' } }, 'es')).toContain(
      'alt="Logotipo"',
    );
    for (const logo of ['javascript:alert(1)', 'data:text/html;base64,PHNjcmlwdD4=', '/logo.png']) {
      expect(formHeaderParts({ clinic: { name: 'Clinic', logo } }, 'en').logo).toBeNull();
    }
  });

  it('labels the facts in Spanish', () => {
    expect(factsOf(formHeaderHtml(context, 'es'))).toEqual([
      'Fecha de vigencia 03/05/2024',
      'Nombre del paciente Alex J Rivera',
      'N.º de expediente MRN-001',
      'N.º de episodio de atención EOC-42',
      'Fecha de nacimiento 02/03/1990',
      'Inicio del episodio 01/15/2024',
    ]);
  });
});
