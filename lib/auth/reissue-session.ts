// After a password change every session issued before it ends (lib/auth/options.ts), including the one
// that made the change; this re-issues that one session's cookie under the new session version, so the
// person who changed their password stays signed in while their other sessions end. For server actions
// (it writes the cookie through next/headers).
import { cookies } from "next/headers";
import { decode, encode } from "next-auth/jwt";
import { SESSION_MAX_AGE_SECONDS } from "./options";
import { authSecret } from "./secret";

/** next-auth's session cookie: the __Secure- name on https (NEXTAUTH_URL), the plain one otherwise. */
export const SESSION_COOKIE_NAMES = ["__Secure-next-auth.session-token", "next-auth.session-token"] as const;

export async function reissueSession(userId: string, sessionVersion: number): Promise<boolean> {
  const jar = await cookies();
  const secret = authSecret();
  let reissued = false;
  for (const name of SESSION_COOKIE_NAMES) {
    const value = jar.get(name)?.value;
    if (!value) continue;
    const token = await decode({ token: value, secret }).catch(() => null);
    if (!token || token.uid !== userId) continue;
    const fresh = await encode({ token: { ...token, sv: sessionVersion }, secret, maxAge: SESSION_MAX_AGE_SECONDS });
    jar.set(name, fresh, { httpOnly: true, sameSite: "lax", path: "/", secure: name.startsWith("__Secure-"), maxAge: SESSION_MAX_AGE_SECONDS });
    reissued = true;
  }
  return reissued;
}
