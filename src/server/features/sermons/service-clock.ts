/**
 * The instant the service schedule is read at: whether a scheduled service is live (the /watch page, the header's
 * button, the live chat) and when "We're live" is sent. It is the real time, except on the end-to-end tests' server:
 * there E2E_SERVICE_CLOCK (honoured only with E2E_TEST_ROUTES) starts it at a quiet hour of the week, so a test
 * that finds the stream off does not fail because the suite happens to run during a Sunday service.
 */
let offsetMs = 0;

/** Now, as the service schedule sees it. */
export const serviceNow = (): Date => new Date(Date.now() + offsetMs);

/** From this call on, the schedule's clock reads `at` and runs on from there (main.ts, end-to-end tests only). */
export function startServiceClockAt(at: Date): void {
  offsetMs = at.getTime() - Date.now();
}
