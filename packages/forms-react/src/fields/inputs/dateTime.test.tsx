import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FormLanguageProvider } from '../../i18n/formLanguage';
import { loadLazyComponents } from '../../render/lazyComponent';
import { DateTimePicker } from './DateTimePicker';
import { EndTimeSelect } from './EndTimeSelect';
import { registerInputFields } from './registerInputFields';
import { expectAcceptedValue, renderField } from './testing/renderField';

describe('DatePicker', () => {
  beforeAll(async () => {
    registerInputFields();
    await loadLazyComponents();
  });

  it('masks MM/DD/YYYY and emits YYYY-MM-DD once a full date parses', async () => {
    const user = userEvent.setup();
    const { value } = renderField({ elType: 'DatePicker' });
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    await user.type(box, '0315');
    expect(box.value).toBe('03/15');
    expect(value()).toBe('03/15');
    await user.type(box, '2024');
    expect(box.value).toBe('03/15/2024');
    expect(value()).toBe('2024-03-15');
    expectAcceptedValue({ elType: 'DatePicker' }, value());
    await user.clear(box);
    expect(value()).toBeNull();
  });

  it('keeps an impossible date as typed, which validation refuses', async () => {
    const user = userEvent.setup();
    const { value } = renderField({ elType: 'DatePicker' });
    await user.type(screen.getByLabelText('Field'), '02302023');
    expect(value()).toBe('02/30/2023');
  });

  it('takes the calendar pick and shows a stored date masked', () => {
    const { value, container } = renderField(
      { elType: 'DatePicker', properties: { minValue: '2024-01-01' } },
      { value: '2024-03-15' },
    );
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    expect(box.value).toBe('03/15/2024');
    const calendar = container.querySelector('input[type="date"]') as HTMLInputElement;
    expect(calendar.min).toBe('2024-01-01');
    fireEvent.change(calendar, { target: { value: '2024-04-02' } });
    expect(value()).toBe('2024-04-02');
    expect(box.value).toBe('04/02/2024');
  });

  it('speaks Spanish', () => {
    renderField({ elType: 'DatePicker' }, { language: 'es' });
    expect((screen.getByLabelText('Field') as HTMLInputElement).placeholder).toBe('MM/DD/AAAA');
    expect(screen.getByRole('button', { name: 'Abrir calendario' })).toBeTruthy();
  });
});

describe('TimePicker', () => {
  beforeAll(async () => {
    registerInputFields();
    await loadLazyComponents();
  });

  it('emits HH:mm:ss and suggests 15-minute steps for the first hour, then every 30 minutes', () => {
    const { value, container } = renderField({ elType: 'TimePicker' });
    const box = screen.getByLabelText('Field') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '14:30' } });
    expect(value()).toBe('14:30:00');
    expectAcceptedValue({ elType: 'TimePicker' }, value());
    const suggested = Array.from(container.querySelectorAll('datalist option')).map(
      (option) => (option as HTMLOptionElement).value,
    );
    expect(suggested.slice(0, 7)).toEqual(['00:00', '00:15', '00:30', '00:45', '01:00', '01:30', '02:00']);
    expect(suggested.at(-1)).toBe('23:30');
    fireEvent.change(box, { target: { value: '' } });
    expect(value()).toBeNull();
  });

  it('views as hh:mm A', () => {
    renderField({ elType: 'TimePicker' }, { mode: 'form-viewer', value: '14:30:00' });
    expect(screen.getByRole('status').textContent).toBe('02:30 PM');
  });
});

function DateTimeHarness({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <FormLanguageProvider value="es">
      <DateTimePicker label="Inicio" value={value} onChange={setValue} minTime="08:00" maxTime="18:00" />
      <output data-testid="value">{value ?? 'null'}</output>
    </FormLanguageProvider>
  );
}

describe('DateTimePicker', () => {
  it('stores "date allDay" and restores the previous time when all day is turned off', async () => {
    const user = userEvent.setup();
    render(<DateTimeHarness initial="2024-03-15 14:30" />);
    const allDay = screen.getByRole('checkbox', { name: 'Todo el día' });
    await user.click(allDay);
    expect(screen.getByTestId('value').textContent).toBe('2024-03-15 allDay');
    expect((screen.getByLabelText('Hora') as HTMLInputElement).disabled).toBe(true);
    await user.click(allDay);
    expect(screen.getByTestId('value').textContent).toBe('2024-03-15 14:30');
  });

  it('clamps a time outside the bounds and keeps the time when the date changes', async () => {
    const user = userEvent.setup();
    render(<DateTimeHarness initial="2024-03-15 09:00" />);
    fireEvent.change(screen.getByLabelText('Hora'), { target: { value: '20:15' } });
    expect(screen.getByTestId('value').textContent).toBe('2024-03-15 18:00');
    const date = screen.getByLabelText('Fecha');
    await user.clear(date);
    await user.type(date, '04012024');
    expect(screen.getByTestId('value').textContent).toBe('2024-04-01 18:00');
  });
});

describe('EndTimeSelect', () => {
  it('offers times from 15 minutes after the begin time with their durations', () => {
    render(<EndTimeSelect id="end" beginTime="09:00" value={null} onChange={() => {}} />);
    const labels = Array.from((screen.getByRole('combobox') as HTMLSelectElement).options).map((o) => o.text);
    expect(labels.slice(1, 7)).toEqual([
      '09:15 AM (15 mins)',
      '09:30 AM (30 mins)',
      '09:45 AM (45 mins)',
      '10:00 AM (1 hr)',
      '10:30 AM (1.5 hrs)',
      '11:00 AM (2 hrs)',
    ]);
  });
});
