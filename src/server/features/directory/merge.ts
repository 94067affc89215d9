import { eq } from "drizzle-orm";
import type { DirectoryPerson, DirectoryPersonValues } from "../../../shared/directory";
import type { Db } from "../../db/client";
import { directoryPeople } from "../../db/schema/directory";
import { emailQueue } from "../../db/schema/email";
import { AppError } from "../../lib/errors";
import { type Actor, recordAudit } from "../admin/audit";
import { columnsOf, distinctMinistries, findRow, getPerson } from "./service";

/**
 * Folds a duplicate record into the one that stays, in one transaction: the surviving values are the admin's
 * pick, the ministries of both are kept, the account link moves over when the survivor has none, the pastoral
 * notes of both are kept one after the other, and the duplicate's email history is re-pointed. The duplicate
 * is then removed, and the audit trail keeps both records as they were.
 */
export async function mergePeople(
  db: Db,
  actor: Actor,
  keepId: string,
  mergeId: string,
  values: DirectoryPersonValues,
  withPastoralNotes: boolean,
): Promise<DirectoryPerson> {
  if (keepId === mergeId) throw AppError.validation("Choose two different records to merge.", { mergeId: ["directory.merge.same"] });
  await db.transaction(async (tx) => {
    const keep = await findRow(tx, keepId);
    const merged = await findRow(tx, mergeId);
    if (keep.userId && merged.userId && keep.userId !== merged.userId) {
      throw new AppError("both_linked", 409, "Both records are linked to different accounts; unlink one first.");
    }
    const columns = await columnsOf(tx, values);
    const notes = [keep.pastoralNotes, merged.pastoralNotes].filter((n) => n.trim()).join("\n\n");
    // The duplicate gives up its account link first: an account links to one record at most.
    await tx.update(directoryPeople).set({ userId: null }).where(eq(directoryPeople.id, mergeId));
    await tx
      .update(directoryPeople)
      .set({
        ...columns,
        ministries: distinctMinistries([...columns.ministries, ...keep.ministries, ...merged.ministries]),
        userId: keep.userId ?? merged.userId,
        pastoralNotes: notes,
        joinDate: columns.joinDate ?? keep.joinDate ?? merged.joinDate,
      })
      .where(eq(directoryPeople.id, keepId));
    await tx.update(emailQueue).set({ personId: keepId }).where(eq(emailQueue.personId, mergeId));
    await tx.delete(directoryPeople).where(eq(directoryPeople.id, mergeId));
    const view = ({ pastoralNotes: _notes, ...rest }: typeof keep) => rest;
    await recordAudit(tx, actor, {
      action: "directory.merge",
      targetType: "directory_person",
      targetId: keepId,
      before: { kept: view(keep), merged: view(merged) },
      after: { ...values, userId: keep.userId ?? merged.userId },
    });
  });
  return getPerson(db, keepId, withPastoralNotes);
}
