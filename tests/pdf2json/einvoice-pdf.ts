// A tiny PDF writer for the e-invoice tests: one page of Helvetica text lines and embedded files, laid out
// as a PDF/A-3 invoice carries its XML (Factur-X / ZUGFeRD / XRechnung): the catalog names each file in
// /Names /EmbeddedFiles and lists it in /AF; a FileSpec (/F, /UF, /AFRelationship, /EF /F) points at an
// /EmbeddedFile stream (Flate-compressed unless asked otherwise). Written here, byte offsets counted, so
// the tests depend on no PDF library (the objects are written by hostile-pdfs.ts's buildPdf).
import zlib from "node:zlib";
import { buildPdf, type PdfObject } from "./hostile-pdfs";

export type EmbeddedFile = {
  name: string;
  content: Buffer | string;
  subtype?: string;
  /** Flate-compress the content (default); `deflated`: the content is a zlib stream already. */
  compress?: boolean | "deflated";
  relationship?: string;
};

/** PDF literal string (WinAnsi/Latin-1 text; parentheses and backslashes escaped). */
function literal(s: string): string {
  return `(${s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[\r\n]/g, " ")})`;
}

export function einvoicePdf(o: { lines: string[]; files: EmbeddedFile[] }): Buffer {
  const objects: PdfObject[] = [];
  const add = (o2: PdfObject) => objects.push(o2) && objects.length;
  // 1 catalog, 2 pages, 3 page, 4 font, 5 content; then per file: FileSpec, EmbeddedFile
  const content = ["BT", "/F1 10 Tf", "14 TL", "50 790 Td", ...o.lines.map((l, i) => `${i ? "T* " : ""}${literal(l)} Tj`), "ET"].join("\n");
  const specRefs: number[] = [];
  const fileObjs: PdfObject[] = [];
  const first = 6;
  o.files.forEach((f, i) => {
    const raw = Buffer.isBuffer(f.content) ? f.content : Buffer.from(f.content, "utf8");
    const compress = f.compress ?? true;
    const stream = compress === true ? zlib.deflateSync(raw) : raw;
    const specNo = first + i * 2;
    specRefs.push(specNo);
    fileObjs.push(
      `<< /Type /Filespec /F ${literal(f.name)} /UF ${literal(f.name)} /AFRelationship /${f.relationship ?? "Data"} /Desc (Invoice data) /EF << /F ${specNo + 1} 0 R /UF ${specNo + 1} 0 R >> >>`,
      {
        dict: `/Type /EmbeddedFile /Subtype /${(f.subtype ?? "text/xml").replace("/", "#2F")}${compress === "deflated" ? "" : ` /Params << /Size ${raw.length} >>`}${compress ? " /Filter /FlateDecode" : ""}`,
        stream,
      },
    );
  });
  const names = o.files.map((f, i) => `${literal(f.name)} ${specRefs[i]} 0 R`).join(" ");
  add(`<< /Type /Catalog /Pages 2 0 R${o.files.length ? ` /Names << /EmbeddedFiles << /Names [${names}] >> >> /AF [${specRefs.map((r) => `${r} 0 R`).join(" ")}]` : ""} >>`);
  add("<< /Type /Pages /Kids [3 0 R] /Count 1 >>");
  add("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>");
  add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  add({ dict: "", stream: Buffer.from(content, "latin1") });
  for (const f of fileObjs) add(f);

  return buildPdf(objects);
}

// ---- sample invoices (EN 16931 content; the printed page says the same)

export const CII_INVOICE = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext>
    <ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter>
  </rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>RE-2024-0815</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240315</udt:DateTimeString></ram:IssueDateTime>
    <ram:IncludedNote><ram:Content>Vielen Dank f&#252;r Ihren Auftrag &amp; Ihr Vertrauen.</ram:Content></ram:IncludedNote>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>1</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>Beratung (Stunden)</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>120.00</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="HUR">10</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent></ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>1200.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>2</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>Fachbuch "E-Rechnung"</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>49.90</ram:ChargeAmount><ram:BasisQuantity unitCode="C62">1</ram:BasisQuantity></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">2</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement>
        <ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>7</ram:RateApplicablePercent></ram:ApplicableTradeTax>
        <ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>99.80</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation>
      </ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:BuyerReference>04011000-12345-34</ram:BuyerReference>
      <ram:SellerTradeParty>
        <ram:Name>Muster Consulting GmbH</ram:Name>
        <ram:SpecifiedLegalOrganization><ram:ID>HRB 12345</ram:ID></ram:SpecifiedLegalOrganization>
        <ram:DefinedTradeContact><ram:PersonName>Erika Muster</ram:PersonName><ram:TelephoneUniversalCommunication><ram:CompleteNumber>+49 30 1234567</ram:CompleteNumber></ram:TelephoneUniversalCommunication><ram:EmailURIUniversalCommunication><ram:URIID>rechnung@muster-consulting.de</ram:URIID></ram:EmailURIUniversalCommunication></ram:DefinedTradeContact>
        <ram:PostalTradeAddress><ram:PostcodeCode>10115</ram:PostcodeCode><ram:LineOne>Hauptstraße 1</ram:LineOne><ram:CityName>Berlin</ram:CityName><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE123456789</ram:ID></ram:SpecifiedTaxRegistration>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="FC">30/123/45678</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty>
        <ram:ID>K-4711</ram:ID>
        <ram:Name>Beispiel AG</ram:Name>
        <ram:PostalTradeAddress><ram:PostcodeCode>80331</ram:PostcodeCode><ram:LineOne>Marienplatz 2</ram:LineOne><ram:LineTwo>3. OG</ram:LineTwo><ram:CityName>München</ram:CityName><ram:CountryID>DE</ram:CountryID></ram:PostalTradeAddress>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">DE987654321</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:BuyerTradeParty>
      <ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>PO-9981</ram:IssuerAssignedID></ram:BuyerOrderReferencedDocument>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery>
      <ram:ActualDeliverySupplyChainEvent><ram:OccurrenceDateTime><udt:DateTimeString format="102">20240310</udt:DateTimeString></ram:OccurrenceDateTime></ram:ActualDeliverySupplyChainEvent>
    </ram:ApplicableHeaderTradeDelivery>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:PaymentReference>RE-2024-0815</ram:PaymentReference>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementPaymentMeans>
        <ram:TypeCode>58</ram:TypeCode>
        <ram:PayeePartyCreditorFinancialAccount><ram:IBANID>DE02 1203 0000 0000 2020 51</ram:IBANID><ram:AccountName>Muster Consulting GmbH</ram:AccountName></ram:PayeePartyCreditorFinancialAccount>
        <ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>BYLADEM1001</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution>
      </ram:SpecifiedTradeSettlementPaymentMeans>
      <ram:ApplicableTradeTax><ram:CalculatedAmount>228.00</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>1200.00</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>19</ram:RateApplicablePercent></ram:ApplicableTradeTax>
      <ram:ApplicableTradeTax><ram:CalculatedAmount>6.99</ram:CalculatedAmount><ram:TypeCode>VAT</ram:TypeCode><ram:BasisAmount>99.80</ram:BasisAmount><ram:CategoryCode>S</ram:CategoryCode><ram:RateApplicablePercent>7</ram:RateApplicablePercent></ram:ApplicableTradeTax>
      <ram:SpecifiedTradePaymentTerms><ram:Description>Zahlbar innerhalb von 30 Tagen ohne Abzug.</ram:Description><ram:DueDateDateTime><udt:DateTimeString format="102">20240414</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>1299.80</ram:LineTotalAmount>
        <ram:ChargeTotalAmount>0.00</ram:ChargeTotalAmount>
        <ram:AllowanceTotalAmount>0.00</ram:AllowanceTotalAmount>
        <ram:TaxBasisTotalAmount>1299.80</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">234.99</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>1534.79</ram:GrandTotalAmount>
        <ram:TotalPrepaidAmount>0.00</ram:TotalPrepaidAmount>
        <ram:DuePayableAmount>1534.79</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`;

/** What the CII invoice's page prints (German, as such an invoice would). */
export const CII_PAGE = [
  "Muster Consulting GmbH - Hauptstraße 1 - 10115 Berlin",
  "Beispiel AG",
  "Marienplatz 2, 80331 München",
  "RECHNUNG",
  "Rechnungsnummer: RE-2024-0815",
  "Rechnungsdatum: 15.03.2024",
  "Beratung (Stunden)   10   120,00   1.200,00",
  "Fachbuch E-Rechnung   2   49,90   99,80",
  "Nettobetrag: 1.299,80 EUR",
  "USt.: 234,99 EUR",
  "Gesamtbetrag: 1.534,79 EUR",
  "IBAN: DE02 1203 0000 0000 2020 51",
];

export const UBL_CREDIT_NOTE = `<?xml version="1.0" encoding="UTF-8"?>
<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
  <cbc:ProfileID>urn:fdc:peppol.eu:2017:poacc:billing:01:1.0</cbc:ProfileID>
  <cbc:ID>CN-77/2024</cbc:ID>
  <cbc:IssueDate>2024-05-02</cbc:IssueDate>
  <cbc:CreditNoteTypeCode>381</cbc:CreditNoteTypeCode>
  <cbc:Note>Gutschrift zu Rechnung INV-1001</cbc:Note>
  <cbc:DocumentCurrencyCode>EUR</cbc:DocumentCurrencyCode>
  <cbc:BuyerReference>REF-42</cbc:BuyerReference>
  <cac:BillingReference><cac:InvoiceDocumentReference><cbc:ID>INV-1001</cbc:ID></cac:InvoiceDocumentReference></cac:BillingReference>
  <cac:AccountingSupplierParty>
    <cac:Party>
      <cbc:EndpointID schemeID="0106">12345678</cbc:EndpointID>
      <cac:PartyName><cbc:Name>Zonnepanelen Handel</cbc:Name></cac:PartyName>
      <cac:PostalAddress><cbc:StreetName>Kerkstraat 10</cbc:StreetName><cbc:CityName>Utrecht</cbc:CityName><cbc:PostalZone>3511 AB</cbc:PostalZone><cac:Country><cbc:IdentificationCode>NL</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
      <cac:PartyTaxScheme><cbc:CompanyID>NL123456789B01</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PartyLegalEntity><cbc:RegistrationName>Zonnepanelen Handel B.V.</cbc:RegistrationName><cbc:CompanyID>12345678</cbc:CompanyID></cac:PartyLegalEntity>
      <cac:Contact><cbc:Telephone>+31 30 123 4567</cbc:Telephone><cbc:ElectronicMail>facturen@zonnepanelen.nl</cbc:ElectronicMail></cac:Contact>
    </cac:Party>
  </cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty>
    <cac:Party>
      <cac:PartyIdentification><cbc:ID>C-889</cbc:ID></cac:PartyIdentification>
      <cac:PostalAddress><cbc:StreetName>Rue de la Loi 16</cbc:StreetName><cbc:CityName>Bruxelles</cbc:CityName><cbc:PostalZone>1000</cbc:PostalZone><cac:Country><cbc:IdentificationCode>BE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
      <cac:PartyTaxScheme><cbc:CompanyID>BE0123456749</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
      <cac:PartyLegalEntity><cbc:RegistrationName>Energie Belge SA</cbc:RegistrationName></cac:PartyLegalEntity>
    </cac:Party>
  </cac:AccountingCustomerParty>
  <cac:PaymentMeans>
    <cbc:PaymentMeansCode name="Credit transfer">30</cbc:PaymentMeansCode>
    <cbc:PaymentDueDate>2024-06-01</cbc:PaymentDueDate>
    <cac:PayeeFinancialAccount><cbc:ID>NL91ABNA0417164300</cbc:ID><cbc:Name>Zonnepanelen Handel B.V.</cbc:Name><cac:FinancialInstitutionBranch><cbc:ID>ABNANL2A</cbc:ID></cac:FinancialInstitutionBranch></cac:PayeeFinancialAccount>
  </cac:PaymentMeans>
  <cac:PaymentTerms><cbc:Note>Verrekening binnen 30 dagen</cbc:Note></cac:PaymentTerms>
  <cac:TaxTotal>
    <cbc:TaxAmount currencyID="EUR">52.50</cbc:TaxAmount>
    <cac:TaxSubtotal>
      <cbc:TaxableAmount currencyID="EUR">250.00</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="EUR">52.50</cbc:TaxAmount>
      <cac:TaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>21</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>
    </cac:TaxSubtotal>
    <cac:TaxSubtotal>
      <cbc:TaxableAmount currencyID="EUR">100.00</cbc:TaxableAmount>
      <cbc:TaxAmount currencyID="EUR">0.00</cbc:TaxAmount>
      <cac:TaxCategory><cbc:ID>AE</cbc:ID><cbc:Percent>0</cbc:Percent><cbc:TaxExemptionReason>Reverse charge</cbc:TaxExemptionReason><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>
    </cac:TaxSubtotal>
  </cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="EUR">350.00</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="EUR">350.00</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="EUR">402.50</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="EUR">402.50</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
  <cac:CreditNoteLine>
    <cbc:ID>1</cbc:ID>
    <cbc:CreditedQuantity unitCode="C62">5</cbc:CreditedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">250.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Montagerail 2m</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>21</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">50.00</cbc:PriceAmount></cac:Price>
  </cac:CreditNoteLine>
  <cac:CreditNoteLine>
    <cbc:ID>2</cbc:ID>
    <cbc:CreditedQuantity unitCode="C62">200</cbc:CreditedQuantity>
    <cbc:LineExtensionAmount currencyID="EUR">100.00</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>Bevestigingsclip</cbc:Name><cac:ClassifiedTaxCategory><cbc:ID>AE</cbc:ID><cbc:Percent>0</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="EUR">50.00</cbc:PriceAmount><cbc:BaseQuantity unitCode="C62">100</cbc:BaseQuantity></cac:Price>
  </cac:CreditNoteLine>
</CreditNote>
`;

export const UBL_PAGE = [
  "Zonnepanelen Handel B.V.",
  "Kerkstraat 10, 3511 AB Utrecht",
  "CREDITNOTA",
  "Creditnotanummer: CN-77/2024",
  "Datum: 02-05-2024",
  "Energie Belge SA",
  "Montagerail 2m   5   50,00   250,00",
  "Bevestigingsclip   200   0,50   100,00",
  "Subtotaal: 350,00",
  "BTW 21%: 52,50",
  "Totaal: 402,50 EUR",
];
