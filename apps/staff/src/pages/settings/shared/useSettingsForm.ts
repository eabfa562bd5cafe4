import type { QueryKey } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { apiRequest } from '../../../api/httpClient';
import { useApiMutation } from '../../../api/useApiMutation';

type TextKeys<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V];
type IdListKeys<V> = { [K in keyof V]: V[K] extends string[] ? K : never }[keyof V];

/**
 * The values of a settings add/edit dialog and their save: PUT /api/core/{resource} for a new row,
 * PATCH /api/core/{resource}/{id} for an edited one.
 */
export function useSettingsForm<V extends object, R = unknown>({
  resource,
  row,
  initial,
  invalidates,
  toBody = (values) => values,
  onSaved,
}: {
  resource: string;
  row: { id: string } | null;
  initial: V;
  invalidates: readonly QueryKey[];
  /** What is sent, when it differs from the values. */
  toBody?: (values: V) => unknown;
  onSaved: (saved: R, values: V) => void;
}) {
  const [values, setValues] = useState<V>(initial);
  const save = useApiMutation(
    (fields: V) =>
      row
        ? apiRequest<R>('PATCH', `/api/core/${resource}/${row.id}`, toBody(fields))
        : apiRequest<R>('PUT', `/api/core/${resource}`, toBody(fields)),
    invalidates,
    onSaved,
  );
  const set = (patch: Partial<V>) => setValues((current) => ({ ...current, ...patch }));
  return {
    values,
    set,
    /** value and onChange of a text input bound to one string value. */
    text: (key: TextKeys<V>) => ({
      value: values[key] as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        set({ [key]: event.currentTarget.value } as Partial<V>),
    }),
    /** value and onChange of a MultiSelect bound to one list of ids. */
    ids: (key: IdListKeys<V>) => ({
      value: values[key] as string[],
      onChange: (ids: string[]) => set({ [key]: ids } as Partial<V>),
    }),
    /** The FormModal props that submit and show the save's progress and error. */
    modal: {
      opened: true,
      onSubmit: () => save.mutate(values),
      busy: save.isPending,
      error: save.error,
    },
  };
}
