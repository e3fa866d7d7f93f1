import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";
import { AuthShell } from "@/components/portal/auth-shell";
import { getPortalContext } from "@/lib/auth/session";
import { MIN_PASSWORD_LENGTH } from "@/lib/auth/passwords";
import { SIGNUP_FREE_CREDITS } from "@/lib/orgs/create-organisation";
import { SignUpForm } from "./signup-form";

export const metadata: Metadata = { title: "Create an account" };
export const dynamic = "force-dynamic";

export default async function SignUpPage() {
  if (await getPortalContext()) redirect("/portal");
  return (
    <AuthShell
      title="Create your organisation"
      subtitle={`You will be its owner. New organisations start with ${SIGNUP_FREE_CREDITS().toLocaleString("en")} free credits.`}
      footer={
        <>
          Already have an account?{" "}
          <Link href="/signin" className="font-medium text-indigo-700 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm minPassword={MIN_PASSWORD_LENGTH} />
    </AuthShell>
  );
}
