// Portal sign-in: email and password (argon2id), JWT sessions signed with a persistent secret.
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { getDb } from "@/lib/db/client";
import { normaliseEmail } from "@/lib/orgs/create-organisation";
import { verifyPassword } from "./passwords";
import { authSecret } from "./secret";

export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  session: { strategy: "jwt", maxAge: 30 * 24 * 60 * 60 },
  pages: { signIn: "/signin" },
  providers: [
    CredentialsProvider({
      name: "Email and password",
      credentials: { email: { label: "Email", type: "email" }, password: { label: "Password", type: "password" } },
      async authorize(credentials) {
        if (!credentials?.email || !credentials.password) return null;
        const db = await getDb();
        const user = await db.user.findUnique({ where: { email: normaliseEmail(credentials.email) } });
        if (!user || !(await verifyPassword(user.passwordHash, credentials.password))) return null;
        return { id: user.id, email: user.email, name: user.name ?? user.email };
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) token.uid = user.id;
      return token;
    },
    session({ session, token }) {
      if (session.user) (session.user as { id?: string }).id = token.uid as string;
      return session;
    },
  },
};
