import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { authRateLimit } from "../../src/server/features/accounts/rate-limits";
import { AppError } from "../../src/server/lib/errors";
import { MemoryRateLimitStore } from "../../src/server/lib/rate-limit";

/** Sign-ups from one address, each for a different email, until the first refusal; returns how many got through. */
async function signUpsAllowed(ipFactor?: number): Promise<number> {
  const app = new Hono();
  app.onError((err, c) => c.json({ error: err.message }, err instanceof AppError ? err.status : 500));
  app.post("/sign-up", authRateLimit("/sign-up", new MemoryRateLimitStore(), false, ipFactor), (c) => c.json({ ok: true }, 201));
  for (let i = 0; i < 200; i++) {
    const response = await app.request("/sign-up", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: `member${i}@example.org` }),
    });
    if (response.status === 429) return i;
  }
  return 200;
}

describe("members' sign-up limit per address", () => {
  it("lets one address sign up 20 members an hour", async () => {
    expect(await signUpsAllowed()).toBe(20);
  });

  it("multiplies that by MEMBER_AUTH_IP_LIMIT_FACTOR for churches whose members share an address", async () => {
    expect(await signUpsAllowed(3)).toBe(60);
  });
});
