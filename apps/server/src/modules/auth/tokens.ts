import { tokenScope } from "@tirgus/domain/auth";
import { jwtVerify, SignJWT } from "jose";

/** Access tokens live 15 minutes; the web client refreshes every 60 s, so a stolen one is short-lived. */
export const accessTokenSeconds = 900;

export type AccessClaims = { userId: number; sessionId: number };

export function createAccessTokens(secret: Uint8Array) {
  return {
    issue({ userId, sessionId }: AccessClaims): Promise<string> {
      return new SignJWT({ sid: sessionId, scope: tokenScope })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${accessTokenSeconds}s`)
        .sign(secret);
    },
    /** The claims of a valid, unexpired token; null for anything else (the caller answers 401). */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"] });
        const userId = Number(payload.sub);
        const sessionId = Number(payload.sid);
        return Number.isSafeInteger(userId) && Number.isSafeInteger(sessionId) ? { userId, sessionId } : null;
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
