import { useState } from 'react';

/** Which row a list screen is editing ('new' for the add dialog) and which it asks to remove. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  return {
    editing,
    removing,
    startNew: () => setEditing('new'),
    startEdit: (row: T) => setEditing(row),
    stopEditing: () => setEditing(null),
    askRemove: (row: T) => setRemoving(row),
    stopRemoving: () => setRemoving(null),
  };
}
