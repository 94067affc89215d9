import type { Page } from "@playwright/test";
import type { EventList } from "../../src/shared/events";
import { expect as baseExpect, test } from "./fixtures";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

/** Pages load lazily; on the shared 2-core test machine a first load can take longer than the default 7 s. */
const expect = baseExpect.configure({ timeout: 15_000 });
const run = Date.now().toString(36);
const every = (from: number, to: number, step: number) => Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step).join(",");
/** The audit's rule: an event every five minutes, 288 a day, which stalled the whole server. */
const EVERY_FIVE_MINUTES = `FREQ=DAILY;BYHOUR=${every(0, 23, 1)};BYMINUTE=${every(0, 55, 5)}`;

function dayFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

async function fillEvent(page: Page, title: string) {
  const form = page.getByRole("form", { name: "New event" });
  const day = dayFromNow(9);
  await form.getByLabel("Title (English)").fill(title);
  await form.getByLabel("Title (Spanish)").fill(`${title} (es)`);
  await form.getByLabel("Description (English)").fill("Prayer all day long.");
  await form.getByLabel("Description (Spanish)").fill("Oración todo el día.");
  await form.getByLabel("Status").selectOption("published");
  await form.getByLabel("Starts").fill(`${day}T08:00`);
  await form.getByLabel("Ends").fill(`${day}T08:05`);
  return form;
}

test.describe("repeat rules an organiser types (issue 48, item 5)", () => {
  // The refused rule is a 400 response, which the browser logs.
  test.use({ allowedConsoleError: /status of 400/ });

  test("a rule that repeats every five minutes is refused with a message saying why, and nothing is saved", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, E2E_ADMINS.ruleWriter);
    await page.goto("/admin/events");
    await page.getByRole("button", { name: "New event" }).click();
    const title = `Prayer vigil ${run}`;
    const form = await fillEvent(page, title);
    await form.getByLabel("Repeat", { exact: true }).selectOption("custom");
    await form.getByLabel("Rule (RRULE)").fill(EVERY_FIVE_MINUTES);
    await form.getByRole("button", { name: "Save" }).click();
    await expect(form.getByText("An event repeats at most once a day, at its start time")).toBeVisible();
    await expect(form.getByText("The event was not saved. Check the fields marked below.")).toBeVisible();

    // What the organiser meant, every day at the start time, is saved and listed once a day.
    await form.getByLabel("Rule (RRULE)").fill("FREQ=DAILY;COUNT=3");
    await form.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("status")).toHaveText("Event saved.");
    const list = (await (await page.request.get(`/api/events?from=${dayFromNow(8)}&to=${dayFromNow(14)}`)).json()) as EventList;
    expect(list.occurrences.filter((o) => o.title.en === title).map((o) => o.date)).toEqual([dayFromNow(9), dayFromNow(10), dayFromNow(11)]);
  });
});
