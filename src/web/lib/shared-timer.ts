import type { TimeoutCallback, TimeoutProvider } from "@tanstack/react-query";

/** As the browser's own timers do: one timer's error is reported as uncaught, and the other timers still run. */
function reportUncaught(error: unknown): void {
  queueMicrotask(() => {
    throw error;
  });
}

interface Pending {
  due: number;
  callback: TimeoutCallback;
}

/**
 * react-query's timers (when an answer turns stale, when an unused one is dropped, a retry's wait) on one browser
 * timer: the one due first. A page taken over from the server starts a timer or two for each of its answers,
 * all in the same task; each browser timer costs a few tenths of a millisecond while the page starts (more while
 * the browser records a trace, as Lighthouse does), and this was the largest part of the first effects' task.
 * Timers added in one task set the browser's timer once, after that task's code (in a microtask).
 * Intervals (a payment's status, polled every 2 s while it is pending) keep the browser's own.
 */
export function createSharedTimer(
  now: () => number = () => performance.now(),
  report: (error: unknown) => void = reportUncaught,
): TimeoutProvider<number> {
  const pending = new Map<number, Pending>();
  let lastId = 0;
  let armed: { due: number; timer: ReturnType<typeof setTimeout> } | undefined;
  let armingQueued = false;

  const earliest = () => {
    let first = Number.POSITIVE_INFINITY;
    for (const { due } of pending.values()) first = Math.min(first, due);
    return first;
  };

  const arm = () => {
    armingQueued = false;
    const due = earliest();
    if (armed && armed.due <= due) return;
    if (armed) clearTimeout(armed.timer);
    armed = due === Number.POSITIVE_INFINITY ? undefined : { due, timer: setTimeout(fire, Math.max(0, Math.ceil(due - now()))) };
  };

  const fire = () => {
    armed = undefined;
    const time = now();
    const due = [...pending].filter(([, timer]) => timer.due <= time);
    for (const [id] of due) pending.delete(id);
    for (const [, timer] of due) {
      try {
        timer.callback();
      } catch (error) {
        report(error);
      }
    }
    arm();
  };

  return {
    setTimeout(callback, delay) {
      const id = ++lastId;
      const due = now() + Math.max(0, Number(delay) || 0);
      pending.set(id, { due, callback });
      if ((!armed || due < armed.due) && !armingQueued) {
        armingQueued = true;
        queueMicrotask(arm);
      }
      return id;
    },
    // A cleared timer is forgotten; the browser's timer, if it was the first, finds nothing due and moves on.
    clearTimeout(id) {
      if (id !== undefined) pending.delete(id);
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as number,
    clearInterval: (id) => clearInterval(id),
  };
}
