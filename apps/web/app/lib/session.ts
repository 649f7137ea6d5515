import type { ApiClient } from "./api-client";

/*
 * The one place the shell learns who is signed in and what the toolbar counts. Today every visitor
 * is signed out (accounts come later); the account feature fills `loadShellData` in, and the header,
 * toolbar and menu follow.
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

export async function loadShellData(_api: ApiClient): Promise<ShellData> {
  return signedOutShell;
}
