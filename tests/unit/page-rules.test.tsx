import { describe, expect, it } from "vitest";
import { pageRuleOf } from "../../src/web/app/page-rules";
import { PAGE_ROUTES } from "../../src/web/app/router";

const rule = (path: string) => pageRuleOf(PAGE_ROUTES, path);

describe("what the server may do with each address, read from the routes' own declarations", () => {
  it("draws the pages whose routes say they draw the same for a guest", () => {
    for (const path of ["/", "/events", "/sermons", "/give", "/study"]) expect(rule(path), path).toEqual({ drawnForGuests: true, status: 200 });
  });

  it("answers 404 for an address no page has, drawn as the page that says so", () => {
    expect(rule("/no-such-page")).toEqual({ drawnForGuests: true, status: 404 });
    expect(rule("/events/extra/parts/here")).toEqual({ drawnForGuests: true, status: 404 });
  });

  it("answers 404 for an unknown admin address, which the admin portal draws in the browser", () => {
    expect(rule("/admin/no-such-section")).toEqual({ drawnForGuests: false, status: 404 });
  });

  it("leaves member and admin pages to the browser, with 200", () => {
    for (const path of ["/settings", "/give/history", "/admin", "/admin/settings", "/admin/login"]) {
      expect(rule(path), path).toEqual({ drawnForGuests: false, status: 200 });
    }
  });
});
