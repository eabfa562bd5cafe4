/** A Frequency-duration value is its three parts joined by " - ", e.g. "Twice - per day - 1 week". */
export const FREQUENCY_DURATION_SEPARATOR = ' - ';

export interface FrequencyDurationParts {
  first: string;
  second: string;
  duration: string;
}

/** Empty parts keep their place, so the value always splits back into the same three parts. */
export function joinFrequencyDuration(parts: FrequencyDurationParts): string {
  return [parts.first, parts.second, parts.duration].join(FREQUENCY_DURATION_SEPARATOR);
}

/** Missing parts read as empty; extra separators stay in the duration (the last part). */
export function splitFrequencyDuration(value: string | null | undefined): FrequencyDurationParts {
  const [first = '', second = '', ...rest] = (value ?? '').split(FREQUENCY_DURATION_SEPARATOR);
  return { first, second, duration: rest.join(FREQUENCY_DURATION_SEPARATOR) };
}
