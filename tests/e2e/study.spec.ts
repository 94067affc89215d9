import { expect, test } from "./fixtures";
import { chooseSpanish } from "./support/language";
import { formatDate } from "../../src/web/lib/format";

test.describe("Bible tools on /study", () => {
  test("opens in the page's language and reads a chapter, with previous and next", async ({ page }) => {
    await page.goto("/study");
    await expect(page.getByRole("heading", { level: 1, name: "Bible Tools & Study" })).toBeVisible();
    await expect(page.getByTestId("chapter-heading")).toHaveText("John 1");
    await expect(page.getByTestId("reader-text")).toContainText("In the beginning was the Word");
    await expect(page.getByTestId("verse-of-the-day")).toContainText(/\w+ \d+:\d+/);

    await page.getByRole("link", { name: "Next chapter" }).click();
    await expect(page).toHaveURL(/\/study\/JHN\/2#reader$/);
    // The reader stays in view: the page does not jump back up to the weekly guide.
    await expect(page.getByTestId("chapter-heading")).toBeInViewport();
    await expect(page.getByTestId("chapter-heading")).toHaveText("John 2");
    await page.getByLabel("Book", { exact: true }).selectOption("PSA");
    // A new book opens at its first chapter, on a page of its own: a person waits for it before choosing a chapter.
    await expect(page).toHaveURL(/\/study\/PSA\/1#reader$/);
    await expect(page.getByTestId("chapter-heading")).toHaveText("Psalm 1");
    await page.getByLabel("Chapter", { exact: true }).selectOption("23");
    await expect(page).toHaveURL(/\/study\/PSA\/23#reader$/);
    await expect(page.getByTestId("reader-text")).toContainText("Yahweh is my shepherd");
  });

  test("a shared address opens the passage with its verse chosen, ready to copy with its reference", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/study/JHN/3?v=16");
    const actions = page.getByTestId("verse-actions");
    await expect(actions).toContainText("John 3:16");
    await actions.getByRole("button", { name: "Copy verse" }).click();
    await expect(actions).toContainText("Verse copied with its reference.");
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^“For God so loved the world.*” John 3:16 \(WEB\)$/);

    await page.getByRole("button", { name: "Select verse 17" }).click();
    await expect(page).toHaveURL(/\/study\/JHN\/3\?v=17$/);
    await expect(actions).toContainText("John 3:17");
  });

  test("on a phone the reader is readable at once and hydrates when it is seen; its links arrive scrolled to it", async ({ context }) => {
    // A page of its own: the test's page waits for every island, scrolling to those that hydrate when seen (fixtures.ts).
    const phone = await context.newPage();
    const errors: string[] = [];
    phone.on("pageerror", (error) => errors.push(error.message));
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto("/study/JHN/3");
    const reader = phone.locator("astro-island", { has: phone.locator("#reader") });
    // The chapter is HTML from the first byte; the header hydrates while the browser is idle, the reader (below the
    // guide on a phone) not until the visitor scrolls to it.
    await expect(phone.locator("astro-island[client='idle']:not([ssr])").first()).toBeAttached();
    await expect(phone.getByTestId("reader-text")).toContainText("For God so loved the world");
    await expect(phone.getByTestId("chapter-heading")).not.toBeInViewport();
    await expect(reader).toHaveAttribute("ssr", "");
    await phone.getByTestId("chapter-heading").scrollIntoViewIfNeeded();
    await expect(reader).not.toHaveAttribute("ssr");

    await phone.getByRole("link", { name: "Next chapter" }).click();
    await expect(phone).toHaveURL(/\/study\/JHN\/4#reader$/);
    await expect(phone.getByTestId("chapter-heading")).toHaveText("John 4");
    await expect(phone.getByTestId("chapter-heading")).toBeInViewport();
    await expect(reader).not.toHaveAttribute("ssr");
    await phone.getByRole("button", { name: "Select verse 7" }).click();
    await expect(phone.getByTestId("verse-actions")).toContainText("John 4:7");

    // A shared verse: the reader hydrates without waiting to be seen, and brings the verse into view itself.
    await phone.goto("/study/JHN/3?v=16");
    await expect(phone.getByTestId("verse-actions")).toContainText("John 3:16");
    await expect(phone.locator("[data-verse='16']")).toBeInViewport();
    expect(errors).toEqual([]);
    await phone.close();
  });

  test("reads English and Spanish side by side, in a larger text", async ({ page }) => {
    await page.goto("/study/JHN/3");
    await page.getByLabel("Side by side: English and Spanish").check();
    await expect(page.getByTestId("companion-text")).toContainText("Porque de tal manera amó Dios al mundo");
    await expect(page.getByTestId("companion-text")).toHaveAttribute("lang", "es");
    const text = page.getByTestId("reader-text").locator("..");
    await expect(text).toHaveClass(/text-lg/);
    await page.getByRole("button", { name: "Larger text" }).click();
    await expect(text).toHaveClass(/text-xl/);
    await page.reload();
    await expect(text).toHaveClass(/text-xl/);
  });

  test.describe("in Spanish", () => {
    // The server responds 422 to text that is not a reference; Chromium logs every 4xx response.
    test.use({ allowedConsoleError: /status of 422/ });
    test("looks up a passage typed in Spanish, in the Spanish text", async ({ page }) => {
    await chooseSpanish(page);
    await page.goto("/study");
    await expect(page.getByTestId("chapter-heading")).toHaveText("Juan 1");
    await page.getByLabel("Pasaje", { exact: true }).fill("Juan 3:16-17");
    await page.getByRole("button", { name: "Buscar", exact: true }).first().click();
    const passage = page.getByTestId("passage");
    await expect(passage.getByRole("heading")).toContainText("Juan 3:16-17");
    await expect(passage).toContainText("Porque de tal manera amó Dios al mundo");

    await page.getByLabel("Pasaje", { exact: true }).fill("pan con mantequilla");
    await page.getByRole("button", { name: "Buscar", exact: true }).first().click();
    await expect(page.getByText("No encontramos un pasaje bíblico en “pan con mantequilla”.", { exact: false })).toBeVisible();
    });
  });

  test("searches with highlighted matches and pages through the results", async ({ page }) => {
    await page.goto("/study");
    await page.getByRole("searchbox", { name: "Words to find" }).fill("shepherd");
    await page.getByRole("search").getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("search-count")).toContainText(/\d+ verses found \(page 1 of \d+\)/);
    await expect(page.getByTestId("search-result")).toHaveCount(20);
    await expect(page.getByTestId("search-result").first().locator("mark").first()).toHaveText(/shepherd/i);
    const firstOnPageOne = await page.getByTestId("search-result").first().getByRole("link").textContent();
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page.getByTestId("search-count")).toContainText("page 2 of");
    await expect(page.getByTestId("search-result").first().getByRole("link")).not.toHaveText(firstOnPageOne ?? "");
    await page.getByTestId("search-result").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/study\/[1-4A-Z]{3}\/\d+\?v=\d+#reader$/);
    await expect(page.getByTestId("verse-actions")).toBeVisible();
  });

  test.describe("a chapter that does not exist", () => {
    test.use({ allowedConsoleError: /status of 404/ });
    test("says so and offers a way back", async ({ page }) => {
    await page.goto("/study/JHN/40");
    await expect(page.getByRole("alert")).toContainText("That chapter is not in this Bible.");
    await page.getByRole("link", { name: "Start at the Gospel of John" }).click();
    await expect(page.getByTestId("chapter-heading")).toHaveText("John 1");
    });
  });

  test("shows this week's guide with its passages opening in the reader, and today's devotional first", async ({ page }) => {
    await page.goto("/study");
    const guide = page.getByTestId("study-guide");
    await expect(guide.getByRole("heading", { level: 2 })).toHaveText("Born Again: Jesus and Nicodemus");
    await expect(guide).toContainText(/Week of [A-Z][a-z]{2} \d+, \d{4}/);
    await expect(guide.getByRole("listitem").filter({ hasText: "Why do you think Nicodemus came at night?" })).toBeVisible();
    await expect(guide.locator("strong", { hasText: "by night" })).toBeVisible();

    // The demo's readings are dated from the day the server started; a run that crosses the church's midnight
    // (08:00 UTC in Los Angeles' winter) finds the newest under its date rather than under "Today".
    const { today, devotionals: readings } = (await (await page.request.get("/api/study/devotionals")).json()) as {
      today: string;
      devotionals: Array<{ day: string }>;
    };
    const newest = readings[0]?.day ?? today;
    const devotionals = page.getByTestId("devotionals");
    await expect(devotionals.getByRole("heading", { level: 3 }).first()).toHaveText(newest === today ? "Today" : formatDate(newest, "en"));
    await expect(devotionals.getByTestId("devotional").first()).toContainText("Light for the Path");

    await guide.getByRole("link", { name: "John 3:1-21" }).click();
    await expect(page).toHaveURL(/\/study\/JHN\/3#reader$/);
    await expect(page.getByTestId("chapter-heading")).toHaveText("John 3");
    await expect(page.getByTestId("chapter-heading")).toBeInViewport();
  });

  test("opens a printable guide and the archive of past weeks", async ({ page }) => {
    await page.goto("/study");
    await page.getByRole("link", { name: "Printable guide" }).click();
    await expect(page).toHaveURL(/\/study\/guides\/\d{4}-\d{2}-\d{2}$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Born Again: Jesus and Nicodemus");
    await expect(page.getByRole("button", { name: "Print this guide" })).toBeVisible();
    await page.emulateMedia({ media: "print" });
    await expect(page.locator("header").first()).toBeHidden();
    await expect(page.getByRole("button", { name: "Print this guide" })).toBeHidden();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.emulateMedia({ media: "screen" });

    await page.getByRole("link", { name: "Past guides" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weekly study guides");
    const archive = page.getByTestId("guide-archive").getByRole("link");
    await expect(archive).toHaveCount(3);
    await archive.filter({ hasText: "The Good Shepherd" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Good Shepherd");
    await expect(page.getByRole("link", { name: "Psalm 23" })).toHaveAttribute("href", "/study/PSA/23#reader");
  });

  test("reads the guide and the devotionals in Spanish", async ({ page }) => {
    await chooseSpanish(page);
    await page.goto("/study");
    const guide = page.getByTestId("study-guide");
    await expect(guide.getByRole("heading", { level: 2 })).toHaveText("Nacer de nuevo: Jesús y Nicodemo");
    await expect(guide).toContainText("Semana del");
    await expect(guide).toContainText("¿Por qué crees que Nicodemo vino de noche?");
    await expect(page.getByTestId("devotionals").getByTestId("devotional").first()).toContainText("Luz para el camino");
  });

  test.describe("a week without a guide", () => {
    test.use({ allowedConsoleError: /status of 404/ });
    test("says so and leads back to this week's guide", async ({ page }) => {
      await page.goto("/study/guides/2001-01-01");
      await expect(page.getByText("There is no study guide for that week.")).toBeVisible();
      await page.getByRole("link", { name: "See this week's guide" }).click();
      await expect(page.getByTestId("study-guide")).toBeVisible();
    });
  });
});
