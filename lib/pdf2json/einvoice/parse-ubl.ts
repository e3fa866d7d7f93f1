// OASIS UBL 2.1 Invoice and CreditNote (XRechnung UBL, Peppol BIS Billing 3.0, EN 16931 UBL binding).
// Elements are matched by local name (cbc:/cac: prefixes or a default namespace alike).
import { all, at, child, children, textAt, type XmlNode } from "./xml";
import { amount, CREDIT_NOTE_CODES, isoDate, perUnit, profileName, type Address, type EInvoice, type InvoiceLine, type Party, type TaxRow } from "./types";

export const UBL_NAMESPACES = new Set(["urn:oasis:names:specification:ubl:schema:xsd:Invoice-2", "urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"]);

function moneyOf(nodes: XmlNode[], currency: string | null): number | null {
  const pick = nodes.find((x) => !x.attrs.currencyID || !currency || x.attrs.currencyID === currency) ?? nodes[0];
  return pick ? amount(textAt(pick)) : null;
}

function party(wrapper: XmlNode | null): Party {
  const node = at(wrapper, "Party");
  const schemes = children(node, "PartyTaxScheme");
  const isVat = (s: XmlNode) => (textAt(s, "TaxScheme/ID") ?? "").toUpperCase() === "VAT";
  const vat = schemes.find(isVat);
  const other = schemes.find((s) => !isVat(s));
  const addr = at(node, "PostalAddress");
  const address: Address | null = addr
    ? {
        lines: [textAt(addr, "StreetName"), textAt(addr, "AdditionalStreetName"), textAt(addr, "AddressLine/Line")].filter((x): x is string => !!x),
        postcode: textAt(addr, "PostalZone"),
        city: textAt(addr, "CityName"),
        subdivision: textAt(addr, "CountrySubentity"),
        country: textAt(addr, "Country/IdentificationCode"),
      }
    : null;
  const contact = at(node, "Contact");
  return {
    name: textAt(node, "PartyLegalEntity/RegistrationName") ?? textAt(node, "PartyName/Name"),
    tradingName: textAt(node, "PartyName/Name"),
    id: textAt(node, "PartyIdentification/ID"),
    legalId: textAt(node, "PartyLegalEntity/CompanyID"),
    vatId: vat ? textAt(vat, "CompanyID") : null,
    taxNumber: other ? textAt(other, "CompanyID") : null,
    address: address && (address.lines.length || address.postcode || address.city || address.country) ? address : null,
    contactName: textAt(contact, "Name"),
    email: textAt(contact, "ElectronicMail"),
    phone: textAt(contact, "Telephone"),
    electronicAddress: textAt(node, "EndpointID"),
  };
}

export function parseUbl(root: XmlNode, filename: string): EInvoice {
  const credit = root.local === "CreditNote";
  const guideline = textAt(root, "CustomizationID");
  const currency = textAt(root, "DocumentCurrencyCode");
  const typeCode = textAt(root, credit ? "CreditNoteTypeCode" : "InvoiceTypeCode");
  // The document's own tax total carries the breakdown; a second one (tax currency) has none.
  const taxTotals = children(root, "TaxTotal");
  const taxTotal = taxTotals.find((t) => child(t, "TaxAmount")?.attrs.currencyID === currency) ?? taxTotals[0] ?? null;
  const monetary = at(root, "LegalMonetaryTotal");
  const money = (name: string) => moneyOf(children(monetary, name), currency);

  const taxes: TaxRow[] = children(taxTotal, "TaxSubtotal").map((t) => ({
    category: textAt(t, "TaxCategory/ID"),
    rate: amount(textAt(t, "TaxCategory/Percent")),
    taxableAmount: moneyOf(children(t, "TaxableAmount"), currency),
    taxAmount: moneyOf(children(t, "TaxAmount"), currency),
    exemptionReason: textAt(t, "TaxCategory/TaxExemptionReason"),
  }));

  const lines: InvoiceLine[] = children(root, "InvoiceLine", "CreditNoteLine").map((li) => {
    const quantity = child(li, "InvoicedQuantity", "CreditedQuantity");
    const item = at(li, "Item");
    const price = at(li, "Price");
    const priceAmount = perUnit(moneyOf(children(price, "PriceAmount"), currency), amount(textAt(price, "BaseQuantity")));
    return {
      id: textAt(li, "ID"),
      description: textAt(item, "Name") ?? textAt(item, "Description"),
      quantity: amount(textAt(quantity)),
      unitCode: quantity?.attrs.unitCode ?? null,
      unitPrice: priceAmount,
      amount: moneyOf(children(li, "LineExtensionAmount"), currency),
      taxRate: amount(textAt(item, "ClassifiedTaxCategory/Percent")),
      taxCategory: textAt(item, "ClassifiedTaxCategory/ID"),
    };
  });

  const means = at(root, "PaymentMeans");
  const account = at(means, "PayeeFinancialAccount");
  const accountId = textAt(account, "ID");
  const isIban = !!accountId && /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(accountId.replace(/\s+/g, ""));
  const period = at(root, "InvoicePeriod");
  const terms = all(root, "PaymentTerms")
    .map((t) => children(t, "Note").map((n) => textAt(n)).filter(Boolean).join("\n"))
    .filter(Boolean)
    .join("\n");

  return {
    syntax: "UBL",
    guideline,
    profile: profileName(guideline),
    filename,
    number: textAt(root, "ID"),
    typeCode,
    kind: credit || (typeCode !== null && CREDIT_NOTE_CODES.has(typeCode)) ? "credit_note" : "invoice",
    title: null,
    issueDate: isoDate(textAt(root, "IssueDate")),
    dueDate: isoDate(textAt(root, "DueDate")) ?? isoDate(textAt(means, "PaymentDueDate")),
    currency,
    buyerReference: textAt(root, "BuyerReference"),
    orderNumber: textAt(root, "OrderReference/ID"),
    contractReference: textAt(root, "ContractDocumentReference/ID"),
    precedingInvoice: textAt(root, "BillingReference/InvoiceDocumentReference/ID"),
    periodStart: isoDate(textAt(period, "StartDate")),
    periodEnd: isoDate(textAt(period, "EndDate")),
    deliveryDate: isoDate(textAt(root, "Delivery/ActualDeliveryDate")),
    notes: children(root, "Note").map((n) => textAt(n)).filter((x): x is string => !!x),
    seller: party(at(root, "AccountingSupplierParty")),
    buyer: party(at(root, "AccountingCustomerParty")),
    lines,
    taxes,
    totals: {
      lineTotal: money("LineExtensionAmount"),
      chargeTotal: money("ChargeTotalAmount"),
      allowanceTotal: money("AllowanceTotalAmount"),
      taxBasisTotal: money("TaxExclusiveAmount"),
      taxTotal: taxTotal ? moneyOf(children(taxTotal, "TaxAmount"), currency) : null,
      grandTotal: money("TaxInclusiveAmount"),
      prepaid: money("PrepaidAmount"),
      rounding: money("PayableRoundingAmount"),
      duePayable: money("PayableAmount"),
    },
    payment: {
      meansCode: textAt(means, "PaymentMeansCode"),
      meansText: means ? (child(means, "PaymentMeansCode")?.attrs.name ?? null) : null,
      iban: isIban ? accountId : null,
      accountId: isIban ? null : accountId,
      accountName: textAt(account, "Name"),
      bic: textAt(account, "FinancialInstitutionBranch/ID"),
      bankName: textAt(account, "FinancialInstitutionBranch/Name") ?? textAt(account, "FinancialInstitutionBranch/FinancialInstitution/Name"),
      terms: terms || null,
      reference: textAt(means, "PaymentID"),
    },
  };
}
