import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { ContactDetails, contactDetailsInput } from "../../../shared/directory";
import type { Db } from "../../db/client";
import { directoryPeople, households } from "../../db/schema/directory";
import { householdId } from "./service";
import { presentContactDetails } from "./presenter";

/** The member's own directory record (linked to their account), or null when the church has not linked one. */
export async function myContactDetails(db: Db, userId: string): Promise<ContactDetails | null> {
  const [row] = await db
    .select({ person: directoryPeople, household: households.name })
    .from(directoryPeople)
    .leftJoin(households, eq(households.id, directoryPeople.householdId))
    .where(eq(directoryPeople.userId, userId));
  return row ? presentContactDetails(row.person, row.household ?? "") : null;
}

/** A member corrects their own address, phone and household; name, email and status stay with the staff. */
export async function updateMyContactDetails(db: Db, userId: string, input: z.output<typeof contactDetailsInput>): Promise<ContactDetails | null> {
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: directoryPeople.id }).from(directoryPeople).where(eq(directoryPeople.userId, userId));
    if (!row) return false;
    await tx
      .update(directoryPeople)
      .set({
        phone: input.phone,
        address: input.address,
        city: input.city,
        region: input.region,
        postalCode: input.postalCode,
        householdId: await householdId(tx, input.household),
        updatedAt: new Date(),
      })
      .where(eq(directoryPeople.id, row.id));
    return true;
  });
  return updated ? myContactDetails(db, userId) : null;
}
