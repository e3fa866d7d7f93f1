"use server";
import { revalidatePath } from "next/cache";
import { canManage, requirePortalContext } from "@/lib/auth/session";
import { productName } from "@/lib/portal/products";
import { SubscribeError, subscribeToProduct } from "@/lib/portal/subscribe-to-product";

export type SubscribeState = { ok: boolean; product?: string; message?: string; key?: string; error?: string };

export async function subscribeAction(_prev: SubscribeState, form: FormData): Promise<SubscribeState> {
  const ctx = await requirePortalContext();
  const product = String(form.get("product") ?? "");
  if (!canManage(ctx.role)) return { ok: false, product, error: "Only owners and admins can subscribe to products." };
  try {
    const result = await subscribeToProduct(ctx.organisation.id, product);
    revalidatePath("/portal", "layout");
    return {
      ok: true,
      product,
      key: result.apiKey,
      message: result.alreadySubscribed
        ? `You were already subscribed to ${productName(product)}.`
        : result.apiKey
          ? `Subscribed to ${productName(product)}. Your organisation key is below.`
          : `Subscribed to ${productName(product)}. It uses your existing organisation key.`,
    };
  } catch (error) {
    if (error instanceof SubscribeError) return { ok: false, product, error: error.message };
    console.error("subscribe failed", error);
    return { ok: false, product, error: "The subscription could not be saved. Try again." };
  }
}
