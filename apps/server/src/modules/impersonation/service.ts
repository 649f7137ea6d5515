import { AuthMessage } from "@tirgus/domain/auth";
import { ErrorCode } from "@tirgus/domain/errors";
import { defaultLoginProvider, normalizePhone, Role, UserStatus } from "@tirgus/domain/users";
import type pg from "pg";
import { ApiError, HttpMessage } from "../../platform/api-error.ts";
import type { Session } from "../../platform/authenticate.ts";
import * as users from "../accounts/repository.ts";
import * as sessions from "../auth/repository.ts";
import type { AuthService, ClientContext, SignedIn } from "../auth/service.ts";
import * as repository from "./repository.ts";

/** Translation keys of this feature's answers. */
export const ImpersonationMessage = {
  notImpersonating: "You are not signed in as another user",
} as const;

const forbidden = () => new ApiError(403, ErrorCode.USER_FORBIDDEN);

/** Admins sign in as a user to see what they see, and come back to their own session (decision 0013). */
export function createImpersonation({ pool, auth }: { pool: pg.Pool; auth: AuthService }) {
  /** A new session as the user, marked with the admin and the admin's session; the admin's session lives on. */
  async function start(admin: Session, userId: number, context: ClientContext): Promise<SignedIn> {
    const [caller, target] = await Promise.all([
      users.userById(pool, admin.userId),
      users.userById(pool, userId),
    ]);
    if (caller?.role !== Role.admin) throw forbidden();
    if (!target || target.status === UserStatus.deleted) throw new ApiError(404, HttpMessage.notFound);
    // An admin's session could act as an admin: one admin must not borrow another's powers.
    if (target.role === Role.admin) throw forbidden();
    if (target.status === UserStatus.blocked) throw new ApiError(400, AuthMessage.accountBlocked);
    // No watch identifier: the admin's anonymous favourites must not merge into the user's account.
    // Shown as the default provider: the user never signed in here, and the admin's way in is not theirs.
    const signedIn = await auth.startSession(
      userId,
      { clientAddress: context.clientAddress, language: context.language },
      defaultLoginProvider,
    );
    const impersonation = { adminUserId: admin.userId, adminSessionId: admin.sessionId, userId };
    await repository
      .markImpersonation(pool, signedIn.sessionId, impersonation)
      .catch(async (error: unknown) => {
        await sessions.revokeSession(pool, signedIn.sessionId, "impersonation-failed");
        throw error;
      });
    return signedIn;
  }

  /** Ends the impersonation and hands back fresh credentials of the admin's own session, if it still lives. */
  async function stop(session: Session): Promise<SignedIn> {
    const impersonation = await repository.impersonationOf(pool, session.sessionId);
    if (!impersonation || !(await repository.endImpersonation(pool, session.sessionId, impersonation)))
      throw new ApiError(400, ImpersonationMessage.notImpersonating);
    const adminSession = await sessions.liveSession(pool, impersonation.adminSessionId);
    if (!adminSession) throw new ApiError(401, AuthMessage.sessionEnded);
    return auth.resumeSession(adminSession.userId, adminSession.sessionId);
  }

  /** Admins only: the users an id, e-mail address or phone number names. */
  async function findUsers(admin: Session, text: string) {
    const caller = await users.userById(pool, admin.userId);
    if (caller?.role !== Role.admin) throw forbidden();
    const query = text.trim();
    const id = /^\d{1,15}$/.test(query) ? Number(query) : null;
    return repository.findUsers(pool, { id, email: query.toLowerCase(), phone: normalizePhone(query) });
  }

  return {
    start,
    stop,
    findUsers,
    impersonatorOf: (sessionId: number) => repository.impersonatorOf(pool, sessionId),
  };
}
export type Impersonation = ReturnType<typeof createImpersonation>;
