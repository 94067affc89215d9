/**
 * What the speed gate's blocking time is made of: the main-thread tasks of a Lighthouse run's trace that its
 * simulation counts (decision 0096). Lighthouse keeps a task only if it took 10 ms or more as recorded
 * (SIGNIFICANT_DUR_THRESHOLD_MS in its trace engine), multiplies it by the CPU slowdown, and counts the part above
 * 50 ms of those that start after the first contentful paint. `npm run lighthouse` prints them per page with
 * LIGHTHOUSE_TASKS=1, with the scripts each task ran, so the next change starts from the task, not from a guess.
 */

/** The fields of a Chrome trace event this reads (the trace Lighthouse keeps as `artifacts.Trace`). */
export interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string } };
}

export interface CountedTask {
  /** Milliseconds from the navigation's start, as recorded. */
  at: number;
  /** The task's length as recorded, in milliseconds. */
  duration: number;
  /** What it adds to the simulated blocking time at the given slowdown (its simulated length above 50 ms). */
  blocking: number;
  /** The file names of the scripts and resources the task touched, in the order it met them. */
  scripts: string[];
}

/** Lighthouse's threshold: shorter tasks, as recorded, are left out of its simulation. */
export const SIGNIFICANT_TASK_MS = 10;
const BLOCKING_AFTER_MS = 50;

/**
 * The page's renderer main thread: of the renderers that painted, the busiest. (The trace's first record of the top
 * frame names the process of the blank page Lighthouse starts from, which the navigation leaves.)
 */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const painted = events.filter((e) => e.name === "firstContentfulPaint");
  const threads = events.filter(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && painted.some((paint) => paint.pid === e.pid && paint.tid === e.tid),
  );
  const busy = (t: TraceEvent) => events.reduce((sum, e) => sum + (e.pid === t.pid && e.tid === t.tid && e.name === "RunTask" ? (e.dur ?? 0) : 0), 0);
  const [main] = threads.map((thread) => ({ thread, busy: busy(thread) })).sort((a, b) => b.busy - a.busy);
  return main ? { pid: main.thread.pid, tid: main.thread.tid } : undefined;
}

const fileName = (url: string) => url.split(/[?#]/)[0]?.split("/").pop() || url;

/** The tasks of a Lighthouse run's trace that its simulated blocking time counts, at `slowdown`. */
export function countedTasks(events: readonly TraceEvent[], slowdown: number): CountedTask[] {
  const main = pageMainThread(events);
  if (!main) return [];
  const mainThread = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const start = mainThread.find((e) => e.name === "navigationStart")?.ts ?? events.find((e) => e.name === "navigationStart")?.ts;
  const firstPaint = mainThread.find((e) => e.name === "firstContentfulPaint")?.ts;
  if (start === undefined || firstPaint === undefined) return [];
  const tasks = mainThread.filter((e) => e.name === "RunTask" && e.ts >= firstPaint && (e.dur ?? 0) >= SIGNIFICANT_TASK_MS * 1000);
  return tasks
    .sort((a, b) => a.ts - b.ts)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = mainThread.filter((e) => e !== task && e.ts >= task.ts && e.ts < end);
      const scripts = [...new Set(inside.map((e) => e.args?.data?.url).filter((url): url is string => Boolean(url)).map(fileName))];
      const duration = (task.dur ?? 0) / 1000;
      return { at: (task.ts - start) / 1000, duration, blocking: Math.max(0, duration * slowdown - BLOCKING_AFTER_MS), scripts };
    });
}

/** One line per counted task, for the gate's log. */
export function describeTasks(tasks: readonly CountedTask[]): string[] {
  return tasks.map(
    (task) =>
      `    at ${Math.round(task.at)} ms: ${task.duration.toFixed(1)} ms recorded, ${Math.round(task.blocking)} ms blocking${task.scripts.length ? ` (${task.scripts.slice(0, 6).join(", ")})` : ""}`,
  );
}
