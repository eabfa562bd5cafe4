import { createContext, type ReactNode, useContext } from 'react';
import type { FormStore } from './formStore';

const FormStoreContext = createContext<FormStore | null>(null);

export function FormStoreProvider({ store, children }: { store: FormStore; children: ReactNode }) {
  return <FormStoreContext.Provider value={store}>{children}</FormStoreContext.Provider>;
}

export function useFormStore(): FormStore {
  const store = useContext(FormStoreContext);
  if (!store) throw new Error('A form component was rendered outside <FormStoreProvider>.');
  return store;
}
