import { describe, expect, it } from "vitest";
import { MAX_RETRIES, nextRetryAction } from "../../src/web/app/errors/retry-policy";

describe("error boundary retries", () => {
  it("resets the boundary for the first three retries, then reloads the page", () => {
    expect(MAX_RETRIES).toBe(3);
    expect([0, 1, 2, 3].map(nextRetryAction)).toEqual(["reset", "reset", "reset", "reload"]);
  });
});
