/**
 * The speed gate's arithmetic (issue 49, item 1), apart from Lighthouse itself so that it can be tested: the CPU
 * slowdown that makes this machine emulate the same phone whatever its speed, and the budgets a page must meet.
 */

/**
 * The phone the gate emulates, in Lighthouse's benchmarkIndex: its default mobile run slows the CPU 4 times, a
 * slowdown its documentation (docs/throttling.md) gives for a desktop of benchmarkIndex 1,500 or more, so the
 * phone it aims at is 1,500 / 4 = 375: a mid-tier phone. A machine of benchmarkIndex 3,000 is slowed 8 times.
 */
export const MID_TIER_PHONE_INDEX = 375;
/** The low-tier phone (a Moto G Power), as Chrome DevTools' CPU calibration scores it. */
export const LOW_TIER_PHONE_INDEX = 264;

/** The CPU slowdown that turns a machine of `benchmarkIndex` into a phone of `phoneIndex` (never below 1). */
export function slowdownFor(benchmarkIndex: number, phoneIndex: number): number {
  if (!(benchmarkIndex > 0)) throw new Error(`a benchmarkIndex must be a positive number, not ${benchmarkIndex}`);
  return Math.max(1, Math.round((benchmarkIndex / phoneIndex) * 100) / 100);
}

/**
 * How far a run's own benchmarkIndex (Lighthouse reads the machine again at the start of every run) may stray from
 * the calibration before the run is measured again. The slowdown is fixed for the calibrated machine: a run made
 * while the machine ran at half that speed emulates a phone twice as slow. On 4 December one afternoon's readings
 * spread from 946 to 2,347 within minutes, and `/about` read 908 to 4,076 ms of blocking time.
 */
export const STEADY_SHARE = 0.25;

/** Whether a run was made with the machine at the speed the gate was calibrated for (within STEADY_SHARE). */
export function ranAtCalibratedSpeed(runIndex: number, calibratedIndex: number): boolean {
  return runIndex > 0 && calibratedIndex > 0 && Math.abs(runIndex - calibratedIndex) / calibratedIndex <= STEADY_SHARE;
}

/**
 * The share of the machine's CPU time its host took for other guests during a run (a virtual machine's "steal" time,
 * the eighth figure of /proc/stat's cpu line) above which the run is measured again, as one far from the calibration
 * is. The page's tasks are wall time: while the host runs someone else on this machine's cores, they grow, and the
 * simulation multiplies that too (decision 0099).
 */
export const STOLEN_SHARE = 0.05;

/** Whether the host took so much of the machine's CPU time during a run (more than STOLEN_SHARE) that it is measured again. */
export function hostTookTheCores(stolen: number): boolean {
  return stolen > STOLEN_SHARE;
}

/** The machine's CPU time so far (all cores, in the kernel's ticks) and how much of it its host took: /proc/stat's `cpu` line. */
export interface CpuCounters {
  total: number;
  steal: number;
}

/** Reads the `cpu` line of /proc/stat's text; undefined when there is none (not Linux). */
export function cpuCountersOf(procStat: string): CpuCounters | undefined {
  const line = procStat.split("\n").find((l) => l.startsWith("cpu "));
  if (!line) return undefined;
  // user nice system idle iowait irq softirq steal (guest and guest_nice are already inside user and nice)
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 8 || ticks.some((n) => !Number.isFinite(n))) return undefined;
  return { total: ticks.reduce((sum, n) => sum + n, 0), steal: ticks[7] ?? 0 };
}

/** The share of the CPU time between two readings that the host took (0 when no time passed). */
export function stolenShare(before: CpuCounters, after: CpuCounters): number {
  const total = after.total - before.total;
  return total > 0 ? Math.max(0, after.steal - before.steal) / total : 0;
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) throw new Error("no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** What the gate reads of one Lighthouse run of a page. */
export interface PageScores {
  /** Category scores, 0 to 100. */
  performance: number;
  accessibility: number;
  "best-practices": number;
  seo: number;
  /** Total Blocking Time, milliseconds. */
  totalBlockingTime: number;
  /** Cumulative Layout Shift. */
  layoutShift: number;
}

/** The budgets of every public page, in both languages (issue 49). */
export const BUDGETS = {
  performance: 95,
  accessibility: 100,
  "best-practices": 95,
  seo: 95,
  /** milliseconds, at most */
  totalBlockingTime: 200,
  /** at most: photos and embeds reserve their size */
  layoutShift: 0.05,
} as const;

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Each budget a run misses, one short line each ("performance 93 < 95"); empty when it meets them all. */
export function budgetMisses(scores: PageScores): string[] {
  const misses: string[] = CATEGORIES.filter((id) => scores[id] < BUDGETS[id]).map((id) => `${id} ${scores[id]} < ${BUDGETS[id]}`);
  if (scores.totalBlockingTime > BUDGETS.totalBlockingTime) misses.push(`blocking time ${Math.round(scores.totalBlockingTime)} ms > ${BUDGETS.totalBlockingTime} ms`);
  if (scores.layoutShift > BUDGETS.layoutShift) misses.push(`layout shift ${scores.layoutShift.toFixed(3)} > ${BUDGETS.layoutShift}`);
  return misses;
}
