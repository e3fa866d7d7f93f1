// A signed-in person replaces their password (people added by an admin start with a temporary one). The
// change raises the user's session version, which ends every session issued before it (lib/auth/options.ts);
// the portal action re-issues the session that made the change (lib/auth/reissue-session.ts).
import { getDb } from "@/lib/db/client";
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from "@/lib/auth/passwords";

export class PasswordError extends Error {
  constructor(
    message: string,
    readonly field: "current" | "next",
  ) {
    super(message);
  }
}

/** Returns the user's new session version. */
export async function changePassword(userId: string, current: string, next: string): Promise<number> {
  if (next.length < MIN_PASSWORD_LENGTH) throw new PasswordError(`Passwords need at least ${MIN_PASSWORD_LENGTH} characters.`, "next");
  const db = await getDb();
  const user = await db.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user || !(await verifyPassword(user.passwordHash, current))) throw new PasswordError("That is not your current password.", "current");
  if (current === next) throw new PasswordError("Choose a password different from the current one.", "next");
  const updated = await db.user.update({
    where: { id: userId },
    data: { passwordHash: await hashPassword(next), sessionVersion: { increment: 1 } },
    select: { sessionVersion: true },
  });
  return updated.sessionVersion;
}
