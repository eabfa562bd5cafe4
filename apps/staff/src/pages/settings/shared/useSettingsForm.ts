import type { QueryKey } from '@tanstack/react-query';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorBeyondFields, fieldErrorOf } from '../../../api/fieldErrorOf';
import { apiRequest } from '../../../api/httpClient';
import { useApiMutation } from '../../../api/useApiMutation';

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
type IdListKeys<V> = { [K in keyof V]: V[K] extends string[] ? K : never }[keyof V];

/**
 * The values of a settings add/edit dialog and their save: PUT /api/core/{resource} for a new row,
 * PATCH /api/core/{resource}/{id} for an edited one. Required texts are checked before sending;
 * the server's refusals show at their fields (the alert keeps what no field shows), never as
 * "name: Too small: expected string to have >=1 characters".
 */
export function useSettingsForm<V extends object, R = unknown>({
  resource,
  row,
  initial,
  invalidates,
  toBody = (values) => values,
  onSaved,
  required = [],
  checks = {},
}: {
  resource: string;
  row: { id: string } | null;
  initial: V;
  invalidates: readonly QueryKey[];
  /** What is sent, when it differs from the values. */
  toBody?: (values: V) => unknown;
  onSaved: (saved: R, values: V) => void;
  /** Text fields that must not be blank. */
  required?: readonly TextKeys<V>[];
  /** The rules a text field is checked with before sending (the server checks them again). */
  checks?: Partial<Record<TextKeys<V>, (value: string) => string | undefined>>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [checked, setChecked] = useState(false);
  // The fields showing their own error, so the alert does not repeat them.
  const shown = useRef(new Set<string>());
  const save = useApiMutation(
    (fields: V) =>
      row
        ? apiRequest<R>('PATCH', `/api/core/${resource}/${row.id}`, toBody(fields))
        : apiRequest<R>('PUT', `/api/core/${resource}`, toBody(fields)),
    invalidates,
    onSaved,
  );
  const set = (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch }));
  const blank = (key: TextKeys<V>) => String(values[key] ?? '').trim() === '';
  const refusal = (key: TextKeys<V>) => checks[key]?.(String(values[key] ?? ''));
  const checkedKeys = Object.keys(checks) as TextKeys<V>[];
  /** The message of one field: blank while required, else the server's refusal of it. */
  const error = (key: keyof V & string): string | undefined => {
    shown.current.add(key);
    if (checked && (required as readonly string[]).includes(key) && blank(key as TextKeys<V>))
      return t('common.required');
    return (checked ? refusal(key as TextKeys<V>) : undefined) ?? fieldErrorOf(save.error, key);
  };
  return {
    values,
    set,
    error,
    /** value, onChange and error of a text input bound to one string value. */
    text: (key: TextKeys<V>) => ({
      value: values[key] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        set({ [key]: event.currentTarget.value } as Partial<V>),
      error: error(key as keyof V & string),
    }),
    /** value, onChange and error of a MultiSelect bound to one list of ids. */
    ids: (key: IdListKeys<V>) => ({
      value: values[key] as string[],
      onChange: (ids: string[]) => set({ [key]: ids } as Partial<V>),
      error: error(key as keyof V & string),
    }),
    /** The FormModal props that submit and show the save's progress and error. */
    modal: {
      opened: true,
      onSubmit: () => {
        setChecked(true);
        if (required.some(blank) || checkedKeys.some((key) => refusal(key) !== undefined)) return;
        save.mutate(values);
      },
      busy: save.isPending,
      error: errorBeyondFields(save.error, [...shown.current]),
    },
  };
}
