import type { Db } from "../client";
import { authUsers, profiles } from "../schema/accounts";
import { prayerPrayers, prayerRequests } from "../schema/prayer";

/*
 * A few public requests so a new site's prayer wall looks alive. Their authors are demo members without a
 * password or any way to sign in (no auth_accounts row); an admin can delete them like any member.
 */
const DEMO_MEMBERS = [
  { id: "demo-member-maria", name: "Maria Lopez", email: "maria.demo@example.org", username: "mariademo" },
  { id: "demo-member-james", name: "James Carter", email: "james.demo@example.org", username: "jamesdemo" },
  { id: "demo-member-grace", name: "Grace Kim", email: "grace.demo@example.org", username: "gracedemo" },
];

const DEMO_REQUESTS: Array<{
  author: number;
  title: string | null;
  body: string;
  category: "health" | "family" | "work" | "grief" | "faith" | "thanksgiving" | "other";
  anonymous?: boolean;
  praying: number[];
  hoursAgo: number;
  praiseReport?: string;
}> = [
  {
    author: 0,
    title: "My mother's surgery",
    body: "Please pray for my mother, who has heart surgery on Thursday, and for the doctors and nurses caring for her.",
    category: "health",
    praying: [1, 2],
    hoursAgo: 3,
  },
  {
    author: 1,
    title: "A new job",
    body: "I lost my job last month. Pray for open doors and for peace for my family while I look for work.",
    category: "work",
    praying: [0],
    hoursAgo: 20,
  },
  {
    author: 2,
    title: null,
    body: "Pray for my son, who is far from God right now. We love him and long for him to come home.",
    category: "family",
    anonymous: true,
    praying: [0, 1],
    hoursAgo: 46,
  },
  {
    author: 0,
    title: "Safe travels for the youth retreat",
    body: "Our youth leave for the mountain retreat this weekend. Pray for safe roads and open hearts.",
    category: "faith",
    praying: [1, 2],
    hoursAgo: 120,
    praiseReport: "Everyone came home safely, and three young people gave their lives to Christ!",
  },
];

export async function seedDemoPrayer(db: Db) {
  await db
    .insert(authUsers)
    .values(DEMO_MEMBERS.map((m) => ({ ...m, displayUsername: m.username, emailVerified: true })))
    .onConflictDoNothing();
  await db
    .insert(profiles)
    .values(DEMO_MEMBERS.map((m) => ({ id: m.id, fullName: m.name, hasCompletedTour: true })))
    .onConflictDoNothing();
  const now = Date.now();
  for (const request of DEMO_REQUESTS) {
    const author = DEMO_MEMBERS[request.author];
    if (!author) continue;
    const createdAt = new Date(now - request.hoursAgo * 3600_000);
    const [row] = await db
      .insert(prayerRequests)
      .values({
        authorId: author.id,
        title: request.title,
        body: request.body,
        category: request.category,
        visibility: "public",
        anonymous: request.anonymous ?? false,
        status: "approved",
        praiseReport: request.praiseReport ?? null,
        answeredAt: request.praiseReport ? new Date(createdAt.getTime() + 72 * 3600_000) : null,
        readAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: prayerRequests.id });
    if (!row) continue;
    const prayers = request.praying.flatMap((i) => (DEMO_MEMBERS[i] ? [{ requestId: row.id, userId: DEMO_MEMBERS[i].id }] : []));
    if (prayers.length > 0) await db.insert(prayerPrayers).values(prayers);
  }
}
