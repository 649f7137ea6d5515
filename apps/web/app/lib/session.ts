import type { Language } from "@tirgus/domain/languages";

/*
 * What the shell knows of who is signed in and what the toolbar counts. The root loader reads it on the
 * server (session.server.ts); pages and the browser get it as the root's loader data.
 */

/** The signed-in user, as the toolbar needs them. */
export type ShellSession = {
  userId: number;
  displayName: string;
  avatarUrl: string | null;
  /** Set for company users: they also get "My company classifieds". */
  companyId: number | null;
  /** Has company or personal packages: the messages icon shows even without unread messages. */
  hasPackages: boolean;
  /** The user's own language: after a sign-in the UI switches to it. */
  language: Language;
  /** An admin: the impersonation page is theirs. */
  isAdmin: boolean;
  /** Set while an admin is signed in as this user: every page shows the banner with the way back. */
  impersonatedBy: { id: number; email: string | null } | null;
  /** The `lots_view_type` preference: lists follow it on every device the user signs in on. */
  listView: "grid" | "list" | null;
};

/** The toolbar badges. Signed-out visitors have favourites through their watch identifier. */
export type ShellCounts = {
  favorites: number;
  compare: number;
  myItems: number;
  myCompanyItems: number;
  unreadMessages: number;
  unseenFilters: number;
};

export type ShellData = { session: ShellSession | null; counts: ShellCounts };

export const emptyCounts: ShellCounts = {
  favorites: 0,
  compare: 0,
  myItems: 0,
  myCompanyItems: 0,
  unreadMessages: 0,
  unseenFilters: 0,
};

export const signedOutShell: ShellData = { session: null, counts: emptyCounts };

/** What the shell reads of `GET /api/me`. */
export type Me = {
  id: number;
  fname: string | null;
  lname: string | null;
  pseudonym: string | null;
  avatar: string | null;
  email: string | null;
  language: string;
  company: { id: number } | null;
  userContact: { value: string } | null;
  role: number | null;
  impersonatedBy: { id: number; email: string | null } | null;
  preferences?: Record<string, unknown>;
};

/** What the shell reads of `GET /api/me/lots/count`: the badges count the published lots their links open. */
export type ToolbarLotCounts = { published: number; companyPublished: number };
