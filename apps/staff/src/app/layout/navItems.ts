export type NavSection =
  | 'patients'
  | 'forms'
  | 'documents'
  | 'alerts'
  | 'schedule'
  | 'appointmentRequests'
  | 'changeRequests'
  | 'waitlist'
  | 'messages'
  | 'takings'
  | 'settings';

/** The sections of the signed-in app, in menu order. */
export const navItems: readonly { to: string; label: NavSection }[] = [
  { to: '/patients', label: 'patients' },
  { to: '/forms', label: 'forms' },
  { to: '/documents', label: 'documents' },
  { to: '/alerts', label: 'alerts' },
  { to: '/schedule', label: 'schedule' },
  { to: '/appointment-requests', label: 'appointmentRequests' },
  { to: '/change-requests', label: 'changeRequests' },
  { to: '/waitlist', label: 'waitlist' },
  { to: '/messages', label: 'messages' },
  { to: '/takings', label: 'takings' },
  { to: '/settings', label: 'settings' },
];
