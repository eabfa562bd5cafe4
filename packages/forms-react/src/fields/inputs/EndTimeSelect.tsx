import { clampTime, formatDisplayTime, timePickerOptions, timeToMinutes } from '@clinic/forms-core';
import { useInputTexts } from './inputTexts';
import { localDurationLabel } from './timeTexts';

export interface EndTimeSelectProps {
  id: string;
  /** "HH:mm": the choices start 15 minutes after it. */
  beginTime: string;
  value: string | null;
  onChange: (time: string | null) => void;
  minTime?: string;
  maxTime?: string;
  disabled?: boolean;
  /** The accessible name (default 'End time'); null when a label element names the select. */
  ariaLabel?: string | null;
}

/**
 * End-time choices after a begin time (forms.md section 9): 15-minute steps up to an hour,
 * then every 30 minutes, each with its duration ("02:30 PM (45 mins)").
 */
export function EndTimeSelect({
  id,
  beginTime,
  value,
  onChange,
  minTime,
  maxTime,
  disabled,
  ariaLabel,
}: EndTimeSelectProps) {
  const texts = useInputTexts();
  // The choices count from the begin time moved inside the bounds, as timePickerOptions does.
  const begin = timeToMinutes(clampTime(beginTime, minTime, maxTime) ?? minTime ?? '00:00') ?? 0;
  const options = timePickerOptions(beginTime, minTime, maxTime);
  return (
    <select
      id={id}
      className="cf-input cf-select"
      disabled={disabled}
      aria-label={ariaLabel === null ? undefined : (ariaLabel ?? texts.endTime)}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
    >
      <option value="">{texts.select}</option>
      {options.map((option) => (
        <option key={option.time} value={option.time}>
          {`${formatDisplayTime(option.time)} (${localDurationLabel((timeToMinutes(option.time) ?? 0) - begin, texts)})`}
        </option>
      ))}
    </select>
  );
}
