/** "First Last, Credentials" as staff are named across the app. */
export function staffDisplayName(user: {
  firstName: string;
  lastName: string;
  credentials?: string;
}): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return user.credentials ? `${name}, ${user.credentials}` : name;
}
