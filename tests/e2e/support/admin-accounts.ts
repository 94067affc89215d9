import type { AdminScope } from "../../../src/shared/admin-scopes";

/** Enrolled admins the end-to-end server seeds (scripts/e2e-server.mjs); each test signs in as its own. */
export interface E2eAdmin {
  email: string;
  name: string;
  password: string;
  /** Base32 TOTP secret: the tests compute the codes an authenticator app would show. */
  secret: string;
  scopes: AdminScope[];
}

const PASSWORD = "e2e admin password 1";

function account(key: string, name: string, scopes: AdminScope[], secret: string): E2eAdmin {
  return { email: `${key}@church.test`, name, password: PASSWORD, secret, scopes };
}

export const E2E_ADMINS = {
  signIn: account("sign-in", "Grace Sign-In", ["admin:*"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXA"),
  settingsOnly: account("settings-only", "Sam Settings", ["settings:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXB"),
  editor: account("editor", "Eve Editor", ["settings:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXC"),
  creator: account("creator", "Carl Creator", ["admin:*"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXD"),
  a11yDesktop: account("a11y-desktop", "Alma Desktop", ["admin:*"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXE"),
  a11yMobile: account("a11y-mobile", "Mia Mobile", ["admin:*"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXF"),
  // The admin portal's accessibility is checked in two tests per project (a11y.spec.ts), each with its own account.
  a11yDesktopMore: account("a11y-desktop-more", "Alba Desktop", ["admin:*"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PZA"),
  a11yMobileMore: account("a11y-mobile-more", "Milo Mobile", ["admin:*"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PZB"),
  logout: account("logout", "Lou Logout", ["health:read"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXG"),
  magic: account("magic", "Max Magic", ["health:read"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXH"),
  // Sign-in mail in the outbox is for admins who may read accounts too (users:read), as well as email.
  mailReader: account("mail-reader", "Rita Reader", ["email:read", "users:read"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXI"),
  studyWriter: account("study-writer", "Ruth Writer", ["content:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXJ"),
  memberKeeper: account("member-keeper", "Mo Keeper", ["users:read", "users:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXK"),
  prayerTeam: account("prayer-team", "Priscilla Prayer", ["prayer:moderate", "inbox:read"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXL"),
  eventPlanner: account("event-planner", "Paz Planner", ["events:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXM"),
  eventRegistrar: account("event-registrar", "Reg Registrar", ["events:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXN"),
  eventArchivist: account("event-archivist", "Ana Archivist", ["events:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXO"),
  sermonWriter: account("sermon-writer", "Sam Preacher", ["content:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"),
  treasurer: account("treasurer", "Tabitha Treasurer", ["giving:read", "giving:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ"),
  storekeeper: account("storekeeper", "Lydia Storekeeper", ["store:read", "store:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXR"),
  contentEditor: account("content-editor", "Connie Content", ["content:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXS"),
  groupsKeeper: account("groups-keeper", "Gideon Groups", ["groups:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXT"),
  photographer: account("photographer", "Pia Photographer", ["content:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXU"),
  directoryKeeper: account("directory-keeper", "Dora Directory", ["members:read", "members:write", "users:read", "email:read", "email:send"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXV"),
  pageWriter: account("page-writer", "Paige Writer", ["content:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXW"),
  textKeeper: account("text-keeper", "Tess Texter", ["settings:write", "inbox:read"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXX"),
  announcer: account("announcer", "Nora Notices", ["content:write", "email:read", "email:send"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXY"),
  liveSwitcher: account("live-switcher", "Lena Live", ["content:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXZ"),
  songKeeper: account("song-keeper", "Sol Song", ["settings:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX2"),
  // An authenticator code is accepted once, and the next step's once more: three sign-ins to one account within
  // 30 s fail the third. Accounts that several tests shared get one of their own per test here.
  inviter: account("inviter", "Ivy Inviter", ["admin:*"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX3"),
  memberInviter: account("member-inviter", "Mel Inviter", ["admin:*"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX4"),
  meetingKeeper: account("meeting-keeper", "Mina Meetings", ["prayer:moderate", "inbox:read"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX5"),
  chatModerator: account("chat-moderator", "Chad Moderator", ["content:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX6"),
  ruleWriter: account("rule-writer", "Ruben Rules", ["events:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX7"),
  phoneAdmin: account("phone-admin", "Flor Phone", ["events:write", "content:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PYA"),
  albumKeeper: account("album-keeper", "Alba Albums", ["content:write"], "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PYB"),
} satisfies Record<string, E2eAdmin>;

/** Where scripts/e2e-server.mjs writes the setup link of the admin it creates with npm run admin:create. */
export function setupLinkFile(port: number | string): string {
  return `${process.env.TMPDIR ?? "/tmp"}/church-e2e-admin-setup-${port}.txt`;
}
