import { useState } from "react";

/** A saved or failed line above an admin list. */
export type Notice = { tone: "error" | "success"; message: string } | null;

/**
 * An admin list and its editor: `editing` is null while the list shows, `{ item: null }` for a new item and
 * `{ item }` for one being edited. `done(message)` closes the editor and shows its message ("" shows none).
 */
export function useEditor<T>() {
  const [editing, setEditing] = useState<{ item: T | null } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  return {
    editing,
    edit: (item: T | null) => setEditing({ item }),
    done: (message: string) => {
      setEditing(null);
      setNotice(message ? { tone: "success", message } : null);
    },
    notice,
    setNotice,
  };
}
