import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18next from "i18next";
import { renderToString } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { VolunteerOpportunity } from "../../src/shared/community";
import { Volunteer } from "../../src/web/features/community/components/Volunteer";
import community from "../../src/web/features/community/i18n/en.json";
import en from "../../src/web/i18n/en.json";

const HOUR = 3600_000;

/** The volunteer tab as the server renders it into /community, with the opportunities it read. */
async function rendered(opportunities: VolunteerOpportunity[]) {
  const i18n = i18next.createInstance();
  const texts = { ...en, community: { ...(en as { community?: object }).community, ...community.community } };
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { translation: texts } }, initAsync: false });
  const client = new QueryClient();
  client.setQueryData(["community", "volunteer"], opportunities);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <Volunteer />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const shift = (startsIn: number, id: string) => ({
  id,
  startsAt: new Date(Date.now() + startsIn).toISOString(),
  endsAt: new Date(Date.now() + startsIn + 3 * HOUR).toISOString(),
  slotsNeeded: 8,
  slotsTaken: 1,
  signedUpByMe: false,
});

describe("the volunteer shifts a visitor can sign up for", () => {
  it("shows a shift that has begun as under way, with no Sign up button, and the next one open", async () => {
    const html = await rendered([
      {
        id: "pantry",
        ministry: { en: "Outreach", es: "Alcance" },
        title: { en: "Food pantry", es: "Despensa de alimentos" },
        description: { en: "Pack grocery boxes.", es: "Prepara cajas." },
        shifts: [shift(-HOUR, "now"), shift(7 * 24 * HOUR, "next-week")],
      },
    ]);
    expect(html.match(new RegExp(community.community.volunteer.underWay, "g"))).toHaveLength(1);
    expect(html.match(/<button[^>]*aria-label="Sign up: Food pantry/g)).toHaveLength(1);
  });
});
