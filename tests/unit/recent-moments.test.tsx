import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { HOME_GALLERY_LIMIT } from "../../src/shared/gallery-constants";
import { RecentMomentsSection } from "../../src/web/features/home/sections/RecentMomentsSection";
import en from "../../src/web/i18n/en.json";

/** The section as the server renders it into the home page (src/site/pages/index.astro), with the photos it read. */
async function rendered(photos: unknown[] | undefined, unavailable = false) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: en } }, initAsync: false });
  const client = new QueryClient();
  if (photos) client.setQueryData(["gallery", "recent", HOME_GALLERY_LIMIT], photos);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <RecentMomentsSection unavailable={unavailable} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe("Recent Moments on the home page the server renders", () => {
  it("says there are no photos yet when the gallery is empty", async () => {
    const html = await rendered([]);
    expect(html).toContain(en.home.moments.emptyTitle);
    expect(html).toContain(en.home.moments.emptyBody);
  });

  it("says the photos could not be loaded when the server could not read them, and still links to the gallery", async () => {
    const html = await rendered(undefined, true);
    expect(html).toContain('role="alert"');
    expect(html).toContain(en.home.moments.error);
    expect(html).toContain('href="/community"');
  });
});
