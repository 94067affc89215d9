import type { Db } from "../client";
import { directoryPeople, households } from "../schema/directory";

type Person = Omit<typeof directoryPeople.$inferInsert, "householdId"> & { household?: string };

const FRESNO = { city: "Fresno", region: "CA" };

/** A fictional congregation for the member directory: families, singles, a Spanish-speaking household, visitors. */
const PEOPLE: Person[] = [
  { firstName: "Daniel", lastName: "Whitaker", email: "daniel.whitaker@example.org", phone: "+1 559 555 0140", address: "1820 N Van Ness Blvd", ...FRESNO, postalCode: "93704", household: "Whitaker family", status: "member", joinDate: "2012-09-16", ministries: ["Worship", "Elders"], language: "en" },
  { firstName: "Ruth", lastName: "Whitaker", email: "ruth.whitaker@example.org", phone: "+1 559 555 0141", address: "1820 N Van Ness Blvd", ...FRESNO, postalCode: "93704", household: "Whitaker family", status: "member", joinDate: "2012-09-16", ministries: ["Hospitality", "Children"], language: "en" },
  { firstName: "Miguel", lastName: "Hernández", email: "miguel.hernandez@example.org", phone: "+1 559 555 0150", address: "455 E Belmont Ave", ...FRESNO, postalCode: "93701", household: "Familia Hernández", status: "member", joinDate: "2018-03-04", ministries: ["Outreach"], language: "es" },
  { firstName: "Ana", lastName: "Hernández", email: "ana.hernandez@example.org", phone: "+1 559 555 0151", address: "455 E Belmont Ave", ...FRESNO, postalCode: "93701", household: "Familia Hernández", status: "member", joinDate: "2018-03-04", ministries: ["Worship", "Prayer"], language: "es" },
  { firstName: "Sofía", lastName: "Hernández", email: "", address: "455 E Belmont Ave", ...FRESNO, postalCode: "93701", household: "Familia Hernández", status: "regular_attender", ministries: ["Youth"], language: "es" },
  { firstName: "Grace", lastName: "Okafor", email: "grace.okafor@example.org", phone: "+1 559 555 0162", address: "77 W Shaw Ave, Apt 12", city: "Clovis", region: "CA", postalCode: "93612", status: "regular_attender", joinDate: "2023-01-08", ministries: ["Prayer"], language: "en" },
  { firstName: "Tom", lastName: "Nguyen", email: "tom.nguyen@example.org", status: "visitor", ministries: [], language: "en" },
  { firstName: "Lucía", lastName: "Ramírez", email: "lucia.ramirez@example.org", phone: "+1 559 555 0175", status: "visitor", ministries: [], language: "es" },
  { firstName: "Harold", lastName: "Simmons", email: "harold.simmons@example.org", address: "310 W Alluvial Ave", ...FRESNO, postalCode: "93711", status: "inactive", joinDate: "1998-06-21", ministries: ["Hospitality"], language: "en" },
];

/** Seeds the demo directory (inside the seed's transaction); households first, then their people. */
export async function seedDemoDirectory(tx: Db): Promise<void> {
  const names = [...new Set(PEOPLE.map((p) => p.household).filter((h): h is string => Boolean(h)))];
  const houses = await tx.insert(households).values(names.map((name) => ({ name }))).returning();
  await tx.insert(directoryPeople).values(
    PEOPLE.map(({ household, ...person }) => ({ ...person, householdId: houses.find((h) => h.name === household)?.id ?? null })),
  );
}
