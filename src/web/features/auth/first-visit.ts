/** The first-visit dialog is shown once: this flag in the browser remembers that it was. */
const FIRST_VISIT_KEY = "firstVisitDone";

export const firstVisit = {
  seen: () => {
    try {
      return localStorage.getItem(FIRST_VISIT_KEY) === "1";
    } catch {
      return true;
    }
  },
  markSeen: () => {
    try {
      localStorage.setItem(FIRST_VISIT_KEY, "1");
    } catch {
      /* private mode: it may show again next time */
    }
  },
};
