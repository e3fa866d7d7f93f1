import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";
import { withSignInLimits } from "@/lib/auth/sign-in";

const handler = NextAuth(authOptions);
// Sign-in posts here (callback/credentials); a sign-in refused by the abuse limits answers 429.
const limited = withSignInLimits(handler);
export { handler as GET, limited as POST };
