import { describe, expect, it } from "vitest";
import { batchLoader } from "../../src/server/lib/batch-loader";

function counted() {
  const reads: string[][] = [];
  const load = batchLoader(async (keys: string[]) => {
    reads.push([...keys]);
    return new Map(keys.filter((k) => k !== "nobody").map((k) => [k, `${k}'s RSVPs`]));
  });
  return { reads, load };
}

describe("reading what the requests answered together ask for, in one go", () => {
  it("reads the keys asked for at the same moment once, and gives each asker its own", async () => {
    const { reads, load } = counted();
    const answers = await Promise.all(["ruth", "boaz", "ruth", "naomi"].map((k) => load(k)));
    expect(answers).toEqual(["ruth's RSVPs", "boaz's RSVPs", "ruth's RSVPs", "naomi's RSVPs"]);
    expect(reads).toEqual([["ruth", "boaz", "naomi"]]);
  });

  it("starts a new read for a key asked for once the first read has begun", async () => {
    const { reads, load } = counted();
    const first = load("ruth");
    await new Promise((resolve) => setImmediate(resolve));
    const second = load("boaz");
    expect(await Promise.all([first, second])).toEqual(["ruth's RSVPs", "boaz's RSVPs"]);
    expect(reads).toEqual([["ruth"], ["boaz"]]);
  });

  it("answers undefined for a key the read did not find, and passes a failed read to its askers only", async () => {
    const { load } = counted();
    expect(await load("nobody")).toBeUndefined();
    let fail = true;
    const flaky = batchLoader(async (keys: string[]) => {
      if (fail) throw new Error("the database is away");
      return new Map(keys.map((k) => [k, k.length]));
    });
    await expect(Promise.all([flaky("a"), flaky("bb")])).rejects.toThrow("the database is away");
    fail = false;
    expect(await flaky("ccc")).toBe(3);
  });
});
