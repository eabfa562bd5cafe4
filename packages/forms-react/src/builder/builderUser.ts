/** Who is building: the Advanced editor and expressions are for tech staff or the advanced-options flag. */
export interface BuilderUser {
  roles: readonly string[];
  advancedOptions: boolean;
}

/** forms.md section 6: tech staff, or users with the advanced options flag. */
export function mayUseAdvancedOptions(user: BuilderUser | undefined): boolean {
  return user !== undefined && (user.advancedOptions || user.roles.includes('techStaff'));
}
