import { asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Fund, fundInput } from "../../../shared/giving";
import type { Db } from "../../db/client";
import { givingFunds } from "../../db/schema/giving";
import { isUniqueViolation } from "../../lib/db-errors";
import { AppError } from "../../lib/errors";
import { presentFund } from "./presenter";

type FundValues = z.output<typeof fundInput>;

export async function listFunds(db: Db, { activeOnly }: { activeOnly: boolean }): Promise<Fund[]> {
  const rows = await db
    .select()
    .from(givingFunds)
    .where(activeOnly ? eq(givingFunds.active, true) : undefined)
    .orderBy(asc(givingFunds.sortOrder), asc(givingFunds.createdAt));
  return rows.map(presentFund);
}

/** A fund a gift may go to now: it exists and is active. */
export async function activeFund(db: Db, id: string) {
  const [row] = await db.select().from(givingFunds).where(eq(givingFunds.id, id)).limit(1);
  if (!row || !row.active) throw AppError.validation("Choose a fund.", { fundId: ["giving.validation.fund"] });
  return row;
}

const slugTaken = () => new AppError("conflict", 409, "Another fund already uses that short name.", { slug: ["giving.validation.slugTaken"] });

export async function createFund(db: Db, input: FundValues): Promise<Fund> {
  try {
    const [row] = await db.insert(givingFunds).values(input).returning();
    if (!row) throw new AppError("internal_error", 500, "The fund was not saved.");
    return presentFund(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/** Funds are never deleted (gifts point at them); an admin turns one off instead. */
export async function updateFund(db: Db, id: string, input: FundValues): Promise<Fund> {
  try {
    const [row] = await db.update(givingFunds).set(input).where(eq(givingFunds.id, id)).returning();
    if (!row) throw AppError.notFound("That fund does not exist.");
    return presentFund(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}
