"use server";
import { revalidatePath } from "next/cache";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { rotateApiKey } from "@/lib/orgs/api-key";

export type RotateState = { ok: boolean; key?: string; error?: string; rotatedAt?: string };

export async function rotateKeyAction(_prev: RotateState): Promise<RotateState> {
  const ctx = await requirePortalContext();
  if (!canManage(ctx.role)) return { ok: false, error: "Only owners and admins can rotate the API key." };
  try {
    const key = await rotateApiKey(ctx.organisation.id);
    revalidatePath("/portal/keys");
    return { ok: true, key, rotatedAt: new Date().toISOString() };
  } catch (error) {
    console.error("key rotation failed", error);
    return { ok: false, error: "The key could not be rotated. The current key still works; try again." };
  }
}
