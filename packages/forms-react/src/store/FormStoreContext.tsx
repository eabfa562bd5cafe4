import { createContext, type ReactNode, useContext } from 'react';
import type { FormStore } from './formStore';

const FormStoreContext = createContext<FormStore | null>(null);

export function FormStoreProvider({ store, children }: { store: FormStore; children: ReactNode }) {
  return <FormStoreContext.Provider value={store}>{children}</FormStoreContext.Provider>;
}

/** The store of the form around, if any: dialogs and shared widgets also show outside forms. */
export function useOptionalFormStore(): FormStore | null {
  return useContext(FormStoreContext);
}

export function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('A form component was rendered outside <FormStoreProvider>.');
  return store;
}
