import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthShell } from "@/components/portal/auth-shell";
import { Alert } from "@/components/ui";
import { getPortalContext } from "@/lib/auth/session";
import { safeCallbackUrl } from "@/lib/portal/safe-callback";
import { SignInForm } from "./signin-form";

export const metadata: Metadata = { title: "Sign in" };
export const dynamic = "force-dynamic";

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  const callbackUrl = safeCallbackUrl(params.callbackUrl);
  if (await getPortalContext()) redirect(callbackUrl);
  return (
    <AuthShell
      title="Sign in"
      subtitle="Manage your API key, products and usage."
      footer={
        <>
          New here?{" "}
          <Link href="/signup" className="font-medium text-indigo-700 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      {params.signedOut && (
        <Alert tone="success" className="mb-4">
          You are signed out.
        </Alert>
      )}
      {params.error && !params.signedOut && (
        <Alert tone="error" className="mb-4">
          {params.error === "RateLimited" ? "Too many sign-in attempts. Wait a few minutes, then try again." : "Wrong email or password"}
        </Alert>
      )}
      <SignInForm callbackUrl={callbackUrl} />
    </AuthShell>
  );
}
