/** Draft is work in progress; Completed is locked. */
export function documentStatusColor(status: string): string {
  return status === 'Completed' ? 'green' : 'yellow';
}
