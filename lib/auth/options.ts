// Portal sign-in: email and password (argon2id), JWT sessions signed with a persistent secret.
//
// Sessions end when the user's password changes: a session token carries the user's session version
// (user.session_version, raised by every password change) and the jwt callback compares it with the
// database each time the session is read, ending any session issued before the change. The session that
// made the change is re-issued with the new version (lib/auth/reissue-session.ts).
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import type { JWT } from "next-auth/jwt";
import { clientAddress } from "@/lib/api/client-address";
import { getDb } from "@/lib/db/client";
import { authSecret } from "./secret";
import { checkCredentials, noteSignInRefused, SignInRateLimited } from "./sign-in";

export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** Thrown by the jwt callback for a session that no longer counts; next-auth then clears its cookie. */
export class SessionEnded extends Error {
  constructor() {
    super("The session ended: the password was changed or the account removed.");
    this.name = "SessionEnded";
  }
}

/** Throws SessionEnded unless the token's user exists with the session version the token was issued under. */
export async function assertSessionCurrent(token: JWT): Promise<void> {
  const uid = token.uid;
  if (typeof uid !== "string") throw new SessionEnded();
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: uid }, select: { sessionVersion: true } });
  if (!user || user.sessionVersion !== (typeof token.sv === "number" ? token.sv : 0)) throw new SessionEnded();
}

export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
  pages: { signIn: "/signin" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials, req) {
        if (!credentials?.email || !credentials.password) return null;
        try {
          const user = await checkCredentials(credentials.email, credentials.password, clientAddress((req?.headers ?? {}) as Record<string, string>));
          return user ? { id: user.id, email: user.email, name: user.name ?? user.email, sessionVersion: user.sessionVersion } : null;
        } catch (error) {
          if (error instanceof SignInRateLimited || (error as Error)?.name === "SignInRateLimited") noteSignInRefused(error as SignInRateLimited);
          throw error;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.uid = user.id;
        token.sv = (user as { sessionVersion?: number }).sessionVersion ?? 0;
        return token;
      }
      await assertSessionCurrent(token);
      return token;
    },
    session({ session, token }) {
      if (session.user) (session.user as { id?: string }).id = token.uid as string;
      return session;
    },
  },
  logger: {
    error(code, metadata) {
      // An ended session is an expected event, not an error worth a stack trace.
      if (code === "JWT_SESSION_ERROR" && (metadata as { name?: string } | undefined)?.name === "SessionEnded") return;
      console.error(`[next-auth][error][${code}]`, metadata);
    },
    warn(code) {
      console.warn(`[next-auth][warn][${code}]`);
    },
    debug() {},
  },
};
