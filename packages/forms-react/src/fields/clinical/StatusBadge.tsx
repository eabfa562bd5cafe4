/** A diagnosis status as a coloured badge, 110 px wide (forms.md section 9). */
export function StatusBadge({ name, color }: { name: string; color?: string | null }) {
  return (
    <span className="cf-status-badge" style={color ? { backgroundColor: color } : undefined}>
      {name}
    </span>
  );
}
