import type { StaffUser } from '@clinic/api-contract';
import { createContext, useContext } from 'react';

const StaffUserContext = createContext<StaffUser | null>(null);

export const StaffUserProvider = StaffUserContext.Provider;

/** The signed-in staff user; only pages under the signed-in guard may call it. */
export function useStaffUser(): StaffUser {
  const user = useContext(StaffUserContext);
  if (!user) throw new Error('useStaffUser is used outside the signed-in layout');
  return user;
}
