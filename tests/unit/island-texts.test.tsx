import { renderToString } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { useTranslation } from "../../src/web/i18n/use-translation";

// PageFrame links through Astro's client router, which exists only in an Astro build.
vi.mock("astro:transitions/client", () => ({ navigate: vi.fn() }));

const { PageFrame } = await import("../../src/site/react/PageFrame");
const { i18n: appI18n, switchServerLanguage } = await import("../../src/web/i18n");

function Title({ text }: { text: string }) {
  const { t } = useTranslation();
  return <h1>{t(`islandTest.${text}`)}</h1>;
}

/** An island as the browser hydrates it: PageFrame given the page's texts, rendered once. */
function hydrateIsland(language: "en" | "es", texts: { islandTest: Record<string, string> }) {
  return renderToString(
    <PageFrame language={language} url="/" texts={texts}>
      <Title text={Object.keys(texts.islandTest)[0] ?? ""} />
    </PageFrame>,
  );
}

/**
 * In the browser every island of a page is given the same tree, the page's texts (frame-json.ts reads the page's
 * element once). Each merge into i18next tells every translated component already hydrated to render again
 * (bindI18nStore "added"), so the page's tree is merged once, not once per island.
 */
describe("an island's texts in the browser (PageFrame)", () => {
  // The "added" events of i18next's store: each tells the hydrated components to render again.
  let events = 0;
  const onAdded = () => events++;
  const added = () => events;

  beforeAll(async () => {
    // The app's instance begun as the other test files sharing this worker's modules begin it (with every text).
    await switchServerLanguage("en");
    // The browser's branch of PageFrame: the app's own i18next instance, not the server's per-language ones.
    vi.stubEnv("SSR", false);
    hydrateIsland("en", { islandTest: { first: "First page" } });
    appI18n.store.on("added", onAdded);
  });
  afterAll(async () => {
    appI18n.store.off("added", onAdded);
    vi.unstubAllEnvs();
    await switchServerLanguage("en");
  });

  it("merges a page's texts once, however many islands the page has", () => {
    const page = { islandTest: { welcome: "Welcome" } };
    const before = added();
    expect(hydrateIsland("en", page)).toContain("Welcome");
    // The header, the player and the page's own islands, given the same tree.
    for (let island = 0; island < 4; island++) expect(hydrateIsland("en", page)).toContain("Welcome");
    expect(added()).toBe(before + 1);
  });

  it("merges the next page's texts, which the client router brought, once too, and follows its language", () => {
    const next = { islandTest: { next: "Bienvenido" } };
    const before = added();
    expect(hydrateIsland("es", next)).toContain("Bienvenido");
    expect(hydrateIsland("es", next)).toContain("Bienvenido");
    expect(added()).toBe(before + 1);
    expect(appI18n.language).toBe("es");
  });
});
