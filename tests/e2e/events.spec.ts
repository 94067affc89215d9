import { fishFryDates, fishFryTitle } from "../../src/server/db/seed/demo-events";
import { createConfirmedMember, latestMessage, linkIn, PASSWORD, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { chooseSpanish } from "./support/language";
import { signInMemberThroughApi } from "./support/member-session";
import { todayIn } from "../../src/shared/date-format";

const CHURCH_TIME_ZONE = "America/Los_Angeles";
const todayInChurch = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: CHURCH_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

test.describe("events and the calendar", () => {
  test("a visitor browses the upcoming list, filters special services and walks the month with the keyboard", async ({ page }) => {
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    const list = page.getByRole("list").filter({ has: page.getByRole("article") });
    await expect(list.getByRole("heading", { name: "Wednesday Bible Study" }).first()).toBeVisible();
    await expect(list.getByRole("heading", { name: "Sunday Worship Service" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Subscribe to the calendar" })).toHaveAttribute("href", /^webcal:\/\/.+\/api\/events\/calendar\.ics$/);

    await page.getByRole("button", { name: "Special services" }).click();
    await expect(page).toHaveURL(/category=special_service/);
    await expect(list.getByRole("article")).toHaveCount(1);
    await expect(list.getByRole("heading", { name: "Christmas Eve Candlelight Service" })).toBeVisible();
    await page.getByRole("button", { name: "All events" }).click();

    await page.getByRole("button", { name: "Month" }).click();
    const grid = page.getByRole("grid");
    await expect(grid).toBeVisible();
    const today = todayInChurch();
    // Walk right from today to the next Wednesday (the weekly Bible study) with the arrow keys.
    const steps = (3 - weekday(today) + 7) % 7 || 7;
    const dayAfter = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    await grid.locator('button[tabindex="0"]').focus();
    for (let i = 1; i <= steps; i += 1) {
      await page.keyboard.press("ArrowRight");
      await expect(page).toHaveURL(new RegExp(`date=${dayAfter(i)}`));
    }
    const wednesday = dayAfter(steps);
    await expect(grid.locator('button[tabindex="0"]')).toBeFocused();
    const day = page.getByRole("region", { name: /^Events on / });
    await expect(day.getByRole("heading", { name: "Wednesday Bible Study" })).toBeVisible();

    // Keys pressed faster than the page redraws still count, each from the day the last one reached.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(new RegExp(`date=${dayAfter(steps + 2)}`));
    await expect(grid.locator('button[tabindex="0"]')).toBeFocused();

    // Page Down moves a whole month; the grid's title follows.
    await page.keyboard.press("PageDown");
    await expect(page).not.toHaveURL(new RegExp(`date=${wednesday}`));
  });

  test("a guest who presses RSVP is asked to sign in", async ({ page }) => {
    await page.goto("/events");
    const pie = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Pie Social", exact: true }) });
    await pie.getByRole("button", { name: "Sign in to RSVP" }).click();
    await expect(page.getByRole("dialog", { name: "Member Login" })).toBeVisible();
  });

  test("a member RSVPs with one click, sees it in My events, and takes it back", async ({ page }) => {
    const email = uniqueEmail("rsvp");
    await createConfirmedMember(page.request, "Lydia Thyatira", email);
    await page.goto("/events");
    await signInMemberThroughApi(page, email);
    await page.reload();
    await expect(page.getByRole("button", { name: `Account menu, signed in as ${email}` })).toBeVisible();

    const pie = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Pie Social", exact: true }) });
    const count = async () => Number((await pie.getByText(/\d+ going/).textContent())?.match(/\d+/)?.[0] ?? "0");
    const before = await count();
    await pie.getByRole("button", { name: "I'm going" }).click();
    await expect(pie.getByRole("button", { name: "You're going" })).toHaveAttribute("aria-pressed", "true");
    await expect.poll(count).toBe(before + 1);
    const mine = page.getByRole("region", { name: "My events" });
    await expect(mine.getByRole("link", { name: "Pie Social" })).toBeVisible();

    await pie.getByRole("button", { name: "You're going" }).click();
    await expect(pie.getByRole("button", { name: "I'm going" })).toHaveAttribute("aria-pressed", "false");
    await expect.poll(count).toBe(before);
    await expect(mine).toContainText("You haven't signed up for any upcoming events.");
  });

  test("a visitor registers for the fish fry in Spanish, then cancels through the emailed link", async ({ page }) => {
    await chooseSpanish(page);
    await page.goto("/events?category=fundraiser");
    // Named for its season (issue 51): "Pescado frito de invierno" in December, "de Cuaresma" in March.
    const title = fishFryTitle(fishFryDates(todayIn("America/Los_Angeles")).coming).es;
    const fishFry = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    await fishFry.getByRole("link", { name: /^Inscribirme/ }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The place in Spanish, and the address.
    await expect(page.getByText("Salón de convivios")).toBeVisible();
    await expect(page.getByText("Fellowship Hall")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Descargar (.ics)" })).toHaveAttribute("href", /event\.ics\?lang=es$/);
    await expect(page.getByRole("link", { name: /Google Calendar/ })).toHaveAttribute("href", /calendar\.google\.com/);

    const email = uniqueEmail("fishfry");
    const form = page.getByRole("region", { name: "Inscripción" });
    await form.getByLabel("Tu nombre").fill("Marta Betania");
    await form.getByLabel("Correo electrónico").fill(email);
    await form.getByRole("button", { name: "Inscribirme" }).click();
    // The questions are required: nothing typed is lost while the form says so.
    await expect(form.getByText("Responde esta pregunta.").first()).toBeVisible();
    await expect(form.getByLabel("Tu nombre")).toHaveValue("Marta Betania");
    await form.getByLabel(/Número de platos/).fill("3");
    await form.getByLabel(/Comer aquí o para llevar/).selectOption({ label: "Para llevar" });
    await form.getByRole("button", { name: "Inscribirme" }).click();
    await expect(form.getByRole("status")).toContainText(`¡Estás inscrito! Enviamos una confirmación a ${email}.`);

    const mail = await latestMessage(page.request, email);
    expect(mail.subject).toContain("Estás inscrito");
    const cancelLink = linkIn(mail.text.split("Cancela tu inscripción")[1] ?? "");
    await page.goto(new URL(cancelLink).pathname + new URL(cancelLink).search);
    await page.getByRole("button", { name: "Cancelar mi inscripción" }).click();
    await expect(page.getByRole("status")).toContainText(`Tu inscripción para ${title} fue cancelada.`);
  });

  test.describe("pages a guest may not see", () => {
    test.use({ allowedConsoleError: /status of 40[14]/ });

    test("a members-only event asks a guest to sign in, and an unknown one says so", async ({ page }) => {
      const email = uniqueEmail("breakfast");
      await createConfirmedMember(page.request, "Andrew Bethsaida", email);
      await page.goto("/events");
      const headers = { Origin: new URL(page.url()).origin };
      expect((await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers })).ok()).toBe(true);
      const { occurrences } = (await (await page.request.get("/api/events")).json()) as { occurrences: Array<{ eventId: string; date: string; title: { en: string } }> };
      const breakfast = occurrences.find((o) => o.title.en === "Men's Breakfast");
      if (!breakfast) throw new Error("the members-only breakfast is not listed for a member");
      await page.request.post("/api/auth/sign-out", { data: {}, headers });

      await page.goto(`/events/${breakfast.eventId}/${breakfast.date}`);
      await expect(page.getByText("This event is for members. Please sign in to see it.")).toBeVisible();
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "Member Login" })).toBeVisible();

      await page.goto("/events/00000000-0000-4000-8000-000000000000/2026-01-01");
      await expect(page.getByText("We couldn't find this event.")).toBeVisible();
    });
  });
});
