import { eq } from "drizzle-orm";
import type { GivingSettings, GivingSettingsInput } from "../../../shared/giving";
import type { Db } from "../../db/client";
import { givingSettings } from "../../db/schema/giving";

const DEFAULTS: GivingSettings = {
  currency: "usd",
  maxAmountCents: 2_500_000,
  presetsCents: [2500, 5000, 10000, 25000],
  feePercentBasisPoints: 290,
  feeFixedCents: 30,
};

/** The giving rules (migration 0012 writes the row; a missing row falls back to the same defaults). */
export async function getGivingSettings(db: Db): Promise<GivingSettings> {
  const [row] = await db.select().from(givingSettings).where(eq(givingSettings.id, 1)).limit(1);
  if (!row) return DEFAULTS;
  return {
    currency: row.currency,
    maxAmountCents: row.maxAmountCents,
    presetsCents: row.presetsCents,
    feePercentBasisPoints: row.feePercentBasisPoints,
    feeFixedCents: row.feeFixedCents,
  };
}

export async function saveGivingSettings(db: Db, input: Required<GivingSettingsInput>): Promise<GivingSettings> {
  const values = { ...input, presetsCents: [...input.presetsCents].sort((a, b) => a - b), updatedAt: new Date() };
  await db.insert(givingSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: givingSettings.id, set: values });
  return getGivingSettings(db);
}
