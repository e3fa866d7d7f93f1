// The document's currency: an ISO code, symbol or currency word printed on it (values/detectCurrency).
// A bare "$" names no currency by itself: Australian documents (ABN, GST, Pty Ltd, a state) are in AUD,
// any other in USD. Vehicle profiles are Australian dealer documents, so their amounts without any symbol
// are AUD too.
import { detectCurrency } from "../values";

const AUSTRALIAN = /\bA\.?B\.?N\.?\b|\bGST\b|Australia|\b(NSW|VIC|QLD|TAS|ACT)\b|Pty\.? Ltd/;

export function documentCurrency(text: string, vehicleProfile: boolean): string | null {
  const printed = detectCurrency(text);
  if (printed) return printed;
  const australian = AUSTRALIAN.test(text);
  if (/\$/.test(text)) return australian || vehicleProfile ? "AUD" : "USD";
  if ((australian || vehicleProfile) && /\d[\d,]*\.\d{2}\b/.test(text)) return "AUD";
  return null;
}
