import {
  clampTime,
  DATE_TIME_PICKER_MAX_TIME,
  DATE_TIME_PICKER_MIN_TIME,
  isAllDayValue,
  turnAllDayOff,
  turnAllDayOn,
} from '@clinic/forms-core';
import { useId, useState } from 'react';
import { DateMaskInput } from './DateMaskInput';
import { useInputTexts } from './inputTexts';
import './inputs.css';

export interface DateTimePickerProps {
  /** "YYYY-MM-DD HH:mm", or "YYYY-MM-DD allDay" (forms.md section 4); null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** The group's accessible name. */
  label: string;
  /** Bounds of the time (default 00:00 to 23:59); a time outside is clamped into them. */
  minTime?: string;
  maxTime?: string;
  disabled?: boolean;
}

function splitValue(value: string | null): { date: string | null; time: string } {
  const [date = '', time = ''] = (value ?? '').trim().split(/\s+/, 2);
  return { date: date === '' ? null : date, time };
}

/**
 * A date with a time of day and an all-day toggle. All day stores "date allDay" and keeps the
 * time aside; turning it off brings that time back (else the start bound).
 */
export function DateTimePicker({
  value,
  onChange,
  label,
  minTime = DATE_TIME_PICKER_MIN_TIME,
  maxTime = DATE_TIME_PICKER_MAX_TIME,
  disabled = false,
}: DateTimePickerProps) {
  const texts = useInputTexts();
  const id = useId();
  const [previousTime, setPreviousTime] = useState<string | null>(null);
  // The time survives the date being cleared and typed again.
  const [keptTime, setKeptTime] = useState<string | null>(null);
  const { date, time } = splitValue(value);
  const allDay = value !== null && isAllDayValue(value);
  const compose = (nextDate: string | null, nextTime: string) =>
    nextDate === null ? null : `${nextDate} ${nextTime}`;
  const changeDate = (nextDate: string | null) => {
    if (nextDate === null && time !== '') setKeptTime(time);
    onChange(compose(nextDate, time || keptTime || minTime));
  };
  return (
    <fieldset className="cf-date-time" aria-label={label} disabled={disabled}>
      <DateMaskInput
        id={`${id}-date`}
        ariaLabel={texts.date}
        value={date}
        disabled={disabled}
        onChange={changeDate}
      />
      <input
        type="time"
        className="cf-input cf-time-input"
        aria-label={texts.time}
        step={60}
        min={minTime}
        max={maxTime}
        disabled={disabled || allDay}
        value={allDay ? '' : time}
        onChange={(event) => {
          const clamped = clampTime(event.currentTarget.value, minTime, maxTime);
          if (clamped !== null) onChange(compose(date, clamped));
        }}
      />
      <label className="cf-choice">
        <input
          type="checkbox"
          checked={allDay}
          disabled={disabled || date === null}
          onChange={(event) => {
            if (value === null) return;
            if (event.currentTarget.checked) {
              const next = turnAllDayOn(value);
              setPreviousTime(next.previousTime);
              onChange(next.value);
            } else {
              onChange(turnAllDayOff(value, previousTime, minTime));
            }
          }}
        />
        <span>{texts.allDay}</span>
      </label>
    </fieldset>
  );
}
