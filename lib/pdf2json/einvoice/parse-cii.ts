// UN/CEFACT Cross Industry Invoice, as Factur-X / ZUGFeRD 2 / XRechnung CII write it (CII D16B:
// rsm:CrossIndustryInvoice), and its predecessor ZUGFeRD 1 (rsm:CrossIndustryDocument, and the 2014
// release candidate's rsm:Invoice): the same business terms under partly different element names, so every
// step below lists the D16B name first and the ZUGFeRD 1 name after it. Elements are matched by local name.
import { all, at, child, children, textAt, type XmlNode } from "./xml";
import { amount, CREDIT_NOTE_CODES, isoDate, perUnit, profileName, type Address, type EInvoice, type InvoiceLine, type Party, type TaxRow } from "./types";

const CONTEXT = "ExchangedDocumentContext|SpecifiedExchangedDocumentContext";
const HEADER = "ExchangedDocument|HeaderExchangedDocument";
const TRANSACTION = "SupplyChainTradeTransaction|SpecifiedSupplyChainTradeTransaction";
const AGREEMENT = "ApplicableHeaderTradeAgreement|ApplicableSupplyChainTradeAgreement";
const SETTLEMENT = "ApplicableHeaderTradeSettlement|ApplicableSupplyChainTradeSettlement";
const SUMMATION = "SpecifiedTradeSettlementHeaderMonetarySummation|SpecifiedTradeSettlementMonetarySummation";
const LINE_AGREEMENT = "SpecifiedLineTradeAgreement|SpecifiedSupplyChainTradeAgreement";
const LINE_DELIVERY = "SpecifiedLineTradeDelivery|SpecifiedSupplyChainTradeDelivery";
const LINE_SETTLEMENT = "SpecifiedLineTradeSettlement|SpecifiedSupplyChainTradeSettlement";
const LINE_SUMMATION = "SpecifiedTradeSettlementLineMonetarySummation|SpecifiedTradeSettlementMonetarySummation";

/** Root local names of the CII family. */
export const CII_ROOTS = new Set(["CrossIndustryInvoice", "CrossIndustryDocument"]);

/** A date element: D16B wraps it (udt:DateTimeString format="102"), ZUGFeRD 1 RC puts the text and format on the element. */
function dateOf(node: XmlNode | null): string | null {
  if (!node) return null;
  const inner = child(node, "DateTimeString", "DateString");
  return inner ? isoDate(textAt(inner), inner.attrs.format ?? null) : isoDate(textAt(node), node.attrs.format ?? null);
}

/** An amount in the invoice currency: of several (invoice and accounting currency), the one in `currency`. */
function moneyOf(nodes: XmlNode[], currency: string | null): number | null {
  const pick = nodes.find((x) => !x.attrs.currencyID || !currency || x.attrs.currencyID === currency) ?? nodes[0];
  return pick ? amount(textAt(pick)) : null;
}

function party(node: XmlNode | null): Party {
  const regs = children(node, "SpecifiedTaxRegistration").map((r) => child(r, "ID")).filter((x): x is XmlNode => !!x && !!textAt(x));
  const vat = regs.find((r) => (r.attrs.schemeID ?? "").toUpperCase() === "VA");
  const fc = regs.find((r) => (r.attrs.schemeID ?? "").toUpperCase() === "FC");
  const addr = at(node, "PostalTradeAddress");
  const address: Address | null = addr
    ? {
        lines: ["LineOne", "LineTwo", "LineThree"].map((l) => textAt(addr, l)).filter((x): x is string => !!x),
        postcode: textAt(addr, "PostcodeCode"),
        city: textAt(addr, "CityName"),
        subdivision: textAt(addr, "CountrySubDivisionName"),
        country: textAt(addr, "CountryID"),
      }
    : null;
  const contact = at(node, "DefinedTradeContact");
  return {
    name: textAt(node, "Name"),
    tradingName: textAt(node, "SpecifiedLegalOrganization/TradingBusinessName"),
    id: textAt(node, "ID") ?? textAt(node, "GlobalID"),
    legalId: textAt(node, "SpecifiedLegalOrganization/ID"),
    vatId: vat ? textAt(vat) : null,
    taxNumber: fc ? textAt(fc) : null,
    address: address && (address.lines.length || address.postcode || address.city || address.country) ? address : null,
    contactName: textAt(contact, "PersonName"),
    email: textAt(contact, "EmailURIUniversalCommunication/URIID"),
    phone: textAt(contact, "TelephoneUniversalCommunication/CompleteNumber"),
    electronicAddress: textAt(node, "URIUniversalCommunication/URIID"),
  };
}

export function parseCii(root: XmlNode, filename: string): EInvoice {
  const guideline = textAt(root, `${CONTEXT}/GuidelineSpecifiedDocumentContextParameter/ID`);
  const header = at(root, HEADER);
  const tx = at(root, TRANSACTION);
  const agreement = at(tx, AGREEMENT);
  const settlement = at(tx, SETTLEMENT);
  const summation = at(settlement, SUMMATION);
  // an empty InvoiceCurrencyCode (seen in ZUGFeRD 1 files): the currency the totals are stated in
  const currency = textAt(settlement, "InvoiceCurrencyCode") ?? (at(summation, "GrandTotalAmount")?.attrs.currencyID || at(summation, "DuePayableAmount")?.attrs.currencyID || null);
  const typeCode = textAt(header, "TypeCode");
  const money = (name: string) => moneyOf(children(summation, name), currency);

  const taxes: TaxRow[] = children(settlement, "ApplicableTradeTax").map((t) => ({
    category: textAt(t, "CategoryCode"),
    rate: amount(textAt(t, "RateApplicablePercent") ?? textAt(t, "ApplicablePercent")),
    taxableAmount: moneyOf(children(t, "BasisAmount"), currency),
    taxAmount: moneyOf(children(t, "CalculatedAmount"), currency),
    exemptionReason: textAt(t, "ExemptionReason"),
  }));

  const lines: InvoiceLine[] = all(tx, "IncludedSupplyChainTradeLineItem").map((li) => {
    const product = at(li, "SpecifiedTradeProduct");
    const lineAgreement = at(li, LINE_AGREEMENT);
    const netPrice = at(lineAgreement, "NetPriceProductTradePrice");
    const quantity = at(li, `${LINE_DELIVERY}/BilledQuantity`);
    const lineSettlement = at(li, LINE_SETTLEMENT);
    const tax = at(lineSettlement, "ApplicableTradeTax");
    const name = textAt(product, "Name");
    const description = textAt(product, "Description");
    return {
      id: textAt(li, "AssociatedDocumentLineDocument/LineID"),
      description: name ?? description,
      quantity: amount(textAt(quantity)),
      unitCode: quantity?.attrs.unitCode ?? null,
      unitPrice: perUnit(moneyOf(children(netPrice, "ChargeAmount"), currency), amount(textAt(netPrice, "BasisQuantity"))),
      amount: moneyOf(all(lineSettlement, `${LINE_SUMMATION}/LineTotalAmount`), currency),
      taxRate: amount(textAt(tax, "RateApplicablePercent") ?? textAt(tax, "ApplicablePercent")),
      taxCategory: textAt(tax, "CategoryCode"),
    };
  });

  const means = at(settlement, "SpecifiedTradeSettlementPaymentMeans");
  const terms = children(settlement, "SpecifiedTradePaymentTerms");
  const termsText = terms.map((t) => textAt(t, "Description")).filter(Boolean).join("\n") || null;
  const dueDate = terms.map((t) => dateOf(at(t, "DueDateDateTime"))).find(Boolean) ?? null;
  const period = at(settlement, "BillingSpecifiedPeriod");
  const delivery = at(tx, "ApplicableHeaderTradeDelivery|ApplicableSupplyChainTradeDelivery");
  const notes = children(header, "IncludedNote")
    .map((n) => children(n, "Content").map((c) => textAt(c)).filter(Boolean).join("\n"))
    .filter(Boolean);

  return {
    syntax: "CII",
    guideline,
    profile: profileName(guideline),
    filename,
    number: textAt(header, "ID"),
    typeCode,
    kind: typeCode && CREDIT_NOTE_CODES.has(typeCode) ? "credit_note" : "invoice",
    title: textAt(header, "Name"),
    issueDate: dateOf(at(header, "IssueDateTime")),
    dueDate,
    currency,
    buyerReference: textAt(agreement, "BuyerReference"),
    orderNumber: textAt(agreement, "BuyerOrderReferencedDocument/IssuerAssignedID") ?? textAt(agreement, "BuyerOrderReferencedDocument/ID"),
    contractReference: textAt(agreement, "ContractReferencedDocument/IssuerAssignedID") ?? textAt(agreement, "ContractReferencedDocument/ID"),
    precedingInvoice: textAt(settlement, "InvoiceReferencedDocument/IssuerAssignedID"),
    periodStart: dateOf(at(period, "StartDateTime")),
    periodEnd: dateOf(at(period, "EndDateTime")),
    deliveryDate: dateOf(at(delivery, "ActualDeliverySupplyChainEvent/OccurrenceDateTime")),
    notes,
    seller: party(at(agreement, "SellerTradeParty")),
    buyer: party(at(agreement, "BuyerTradeParty")),
    lines,
    taxes,
    totals: {
      lineTotal: money("LineTotalAmount"),
      chargeTotal: money("ChargeTotalAmount"),
      allowanceTotal: money("AllowanceTotalAmount"),
      taxBasisTotal: money("TaxBasisTotalAmount"),
      taxTotal: money("TaxTotalAmount"),
      grandTotal: money("GrandTotalAmount"),
      prepaid: money("TotalPrepaidAmount"),
      rounding: money("RoundingAmount"),
      duePayable: money("DuePayableAmount"),
    },
    payment: {
      meansCode: textAt(means, "TypeCode"),
      meansText: textAt(means, "Information"),
      iban: textAt(means, "PayeePartyCreditorFinancialAccount/IBANID"),
      accountId: textAt(means, "PayeePartyCreditorFinancialAccount/ProprietaryID"),
      accountName: textAt(means, "PayeePartyCreditorFinancialAccount/AccountName"),
      bic: textAt(means, "PayeeSpecifiedCreditorFinancialInstitution/BICID"),
      bankName: textAt(means, "PayeeSpecifiedCreditorFinancialInstitution/Name"),
      terms: termsText,
      reference: textAt(settlement, "PaymentReference"),
    },
  };
}
