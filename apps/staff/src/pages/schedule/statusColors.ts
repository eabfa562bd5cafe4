/** The schedule's colour of each appointment status (readable with white text). */
export const statusColors: Record<string, string> = {
  Show: '#1c6fb8',
  CheckedIn: '#6a1b9a',
  NoShow: '#c62828',
  Cancelled: '#6b6b6b',
};
