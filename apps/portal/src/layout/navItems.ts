/** The layout menu of portal.md section 2, in order; labels are i18n keys under `layout`. */
export interface NavItem {
  to: string;
  label: 'dashboard' | 'documents' | 'appointments' | 'patient' | 'billing' | 'paymentMethods' | 'messages';
  description?: 'billingDescription';
}

export const navItems: readonly NavItem[] = [
  { to: '/home', label: 'dashboard' },
  { to: '/documents', label: 'documents' },
  { to: '/appointments', label: 'appointments' },
  { to: '/profile', label: 'patient' },
  { to: '/billing', label: 'billing', description: 'billingDescription' },
  { to: '/paymentMethods', label: 'paymentMethods' },
  { to: '/messages', label: 'messages' },
];
