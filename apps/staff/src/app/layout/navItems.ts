export type NavSection =
  | 'patients'
  | 'forms'
  | 'documents'
  | 'schedule'
  | 'appointmentRequests'
  | 'changeRequests'
  | 'waitlist'
  | 'messages'
  | 'settings';

/** The sections of the signed-in app, in menu order. */
export const navItems: readonly { to: string; label: NavSection }[] = [
  { to: '/patients', label: 'patients' },
  { to: '/forms', label: 'forms' },
  { to: '/documents', label: 'documents' },
  { to: '/schedule', label: 'schedule' },
  { to: '/appointment-requests', label: 'appointmentRequests' },
  { to: '/change-requests', label: 'changeRequests' },
  { to: '/waitlist', label: 'waitlist' },
  { to: '/messages', label: 'messages' },
  { to: '/settings', label: 'settings' },
];
