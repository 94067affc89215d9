import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import { isPrivatePath, publicPageFor } from "../../src/server/features/seo/pages";
import { MEMBER_ROUTES } from "../../src/web/app/member-routes";

/** An address of each member page, its parameters filled in. */
const addresses = MEMBER_ROUTES.map(({ path }) => path.replace(/:\w+/g, "x1"));

describe("member pages (rendered in the browser, in the public pages' frame)", () => {
  it("are each matched by their own pattern", () => {
    for (const [i, address] of addresses.entries()) expect(matchPath(MEMBER_ROUTES[i]?.path ?? "", address)).not.toBeNull();
  });

  it("are never indexed and never read as a detail page whose thing is missing (/store/cart is no product)", () => {
    for (const address of addresses) expect(isPrivatePath(address), address).toBe(true);
  });

  it("sit under a public section or none, never in place of a public page", () => {
    for (const address of addresses) expect(publicPageFor(address)?.path, address).not.toBe(address);
  });
});
