import { Hono } from "hono";
import { contactDetailsInput } from "../../../shared/directory";
import type { AppContext } from "../../app-context";
import { AppError } from "../../lib/errors";
import { validate } from "../../lib/http/validate";
import { limitPerMember, type MemberEnv, requireMember } from "../accounts/member-session";
import { myContactDetails, updateMyContactDetails } from "./member-contact";

/** /api/directory/me: a signed-in member sees and corrects only their own directory record. */
export function directoryMemberRoutes({ db, memberAuth, rateLimitStore }: Pick<AppContext, "db" | "memberAuth" | "rateLimitStore">) {
  return new Hono<MemberEnv>()
    .use(requireMember(memberAuth))
    .get("/me", async (c) => c.json({ contact: await myContactDetails(db, c.var.memberId) }))
    .put("/me", limitPerMember(rateLimitStore, "directory-contact", { limit: 20, windowMs: 60 * 60_000 }), validate("json", contactDetailsInput), async (c) => {
      const contact = await updateMyContactDetails(db, c.var.memberId, c.req.valid("json"));
      if (!contact) throw new AppError("not_linked", 404, "Your account is not linked to a directory record yet.");
      return c.json({ contact });
    });
}
