import { afterEach, describe, expect, it, vi } from "vitest";
import { apiSend, ApiError } from "../../src/web/lib/api";
import { i18n, switchServerLanguage } from "../../src/web/i18n";

const refusal = {
  error: {
    code: "forbidden_origin",
    message: "This page is not at the site's address. Open https://www.church.example and try again.",
    params: { publicUrl: "https://www.church.example" },
  },
};

describe("a request refused because the page is at another address", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["en", "Open https://www.church.example and try again."],
    ["es", "Abre https://www.church.example y vuelve a intentarlo."],
  ] as const)("tells the member in their language (%s) which address to open", async (language, expected) => {
    await switchServerLanguage(language);
    vi.stubGlobal("fetch", () => Promise.resolve(new Response(JSON.stringify(refusal), { status: 403, headers: { "Content-Type": "application/json" } })));
    const error = await apiSend("POST", "/api/prayer", {}).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("forbidden_origin");
    expect((error as ApiError).message).toContain(expected);
    expect(i18n.language).toBe(language);
  });
});
