import { latestMessage, uniqueEmail } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { chooseSpanish } from "./support/language";
import { E2E_ADMINS } from "./support/admin-accounts";
import { signInAs } from "./support/admin-session";

test.describe("plan a visit", () => {
  test("a visitor plans a visit in Spanish, gets a confirmation, and the staff find it in Event Signups", async ({ page }) => {
    test.setTimeout(120_000);
    await chooseSpanish(page);
    const email = uniqueEmail("lucia");
    const name = `Lucía Gómez ${Date.now()}`;

    await page.goto("/plan-visit");
    await expect(page.getByRole("heading", { level: 1, name: "Planea tu visita" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Qué esperar" })).toBeVisible();
    const form = page.getByTestId("visit-form");
    await form.getByLabel("Correo electrónico").fill(email);
    await form.getByLabel("¿Cuándo nos visitarás?").selectOption({ index: 1 });
    await form.getByLabel("¿Cuántas personas vienen?").fill("3");
    await form.getByLabel("Edades de los niños (opcional)").fill("4, 9");
    // Without a name the form says so in Spanish and keeps everything typed.
    await form.getByRole("button", { name: "Planear mi visita" }).click();
    await expect(form.getByText("Escribe tu nombre.")).toBeVisible();
    await expect(form.getByLabel("Correo electrónico")).toHaveValue(email);
    await expect(form.getByLabel("Edades de los niños (opcional)")).toHaveValue("4, 9");

    await form.getByLabel("Tu nombre").fill(name);
    await form.getByLabel("Preguntas (opcional)").fill("¿Dónde <b>estaciono</b>?");
    await form.getByRole("button", { name: "Planear mi visita" }).click();
    await expect(page.getByTestId("visit-form-done")).toContainText("¡Gracias!");

    const mail = await latestMessage(page.request, email);
    expect(mail.subject).toContain("Esperamos tu visita");
    expect(mail.text).toContain("Personas: 3");

    await signInAs(page, E2E_ADMINS.prayerTeam);
    await page.goto("/admin/inbox/signups");
    await expect(page.getByRole("heading", { level: 1, name: "Visitas, membresía y clases" })).toBeVisible();
    await page.getByLabel("Tipo").selectOption("visit");
    const item = page.getByTestId("inbox-signup").filter({ hasText: name });
    await expect(item).toContainText("Visita planeada");
    // Labels and values in Spanish, the date as the public site writes it, never a developer's key (issue 51).
    await expect(item).toContainText("Personas: 3 · Edades de los niños: 4, 9");
    await expect(item).toContainText("Enviado desde la página Planea tu visita.");
    await expect(item).not.toContainText(/partySize|visitDate|childrenAges|\d{4}-\d{2}-\d{2}/);
    await expect(item).toContainText("Sin leer");
    await item.getByText("Detalles").click();
    // What the visitor typed is shown as text, never as markup.
    await expect(item).toContainText("¿Dónde estaciono?");
    await expect(item.getByRole("definition").filter({ hasText: /^Español$/ })).toBeVisible();
    await item.getByRole("button", { name: "Marcar como leído" }).click();
    await expect(item).not.toContainText("Sin leer");
    await expect(item.getByRole("button", { name: "Marcar como no leído" })).toBeVisible();
  });

  test("a visitor asks to meet the pastor from /about and the request waits in Meeting Requests", async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Tom Baptism ${Date.now()}`;
    await page.goto("/about");
    const form = page.getByTestId("meeting-form");
    await form.getByLabel("Your name").fill(name);
    await form.getByRole("button", { name: "Request a meeting" }).click();
    await expect(form.getByText("Please give an email address or a phone number.")).toBeVisible();
    await form.getByLabel("Phone").fill("+1 559 555 0142");
    await form.getByLabel("What would you like to talk about?").fill("Baptism for my son");
    await form.getByRole("button", { name: "Request a meeting" }).click();
    await expect(page.getByTestId("meeting-form-done")).toBeVisible();

    await signInAs(page, E2E_ADMINS.meetingKeeper);
    await page.goto("/admin/inbox/meetings");
    const item = page.getByTestId("inbox-meeting").filter({ hasText: name });
    await expect(item).toContainText("Baptism for my son");
    await expect(item).toContainText("Asked from About");
    await item.getByLabel("Status").selectOption("scheduled");
    await expect(item).toContainText("Scheduled");
    await expect(item).toContainText("No email address: please call them.");
  });
});

test.describe("the connect forms' checks", () => {
  test("a form sent empty says what is missing in the page's language, before anything is sent", async ({ page }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().includes("/api/connect/")) sent.push(request.url());
    });
    // Its checks load with the form, not with the page: the first send waits for them.
    await page.goto("/join-church?lang=es");
    const form = page.getByTestId("membership-form");
    await form.getByRole("button").last().click();
    await expect(form.getByText("Escribe tu nombre.")).toBeVisible();
    await expect(form.getByText("Danos un correo electrónico o un número de teléfono.")).toBeVisible();

    await page.goto("/about?lang=en");
    const meeting = page.getByTestId("meeting-form");
    await meeting.getByRole("textbox").first().focus();
    await meeting.getByRole("button").last().click();
    await expect(meeting.getByText("Please enter your name.")).toBeVisible();
    await expect(meeting.getByText("Please tell us what you would like to talk about.")).toBeVisible();
    expect(sent).toEqual([]);
  });
});
