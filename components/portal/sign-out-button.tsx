"use client";
import { signOut } from "next-auth/react";
import { Button } from "@/components/ui/button";

export function SignOutButton() {
  return (
    <Button variant="secondary" className="w-full" onClick={() => signOut({ callbackUrl: "/signin?signedOut=1" })}>
      Sign out
    </Button>
  );
}
