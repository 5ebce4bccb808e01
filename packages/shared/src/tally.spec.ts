import { buildTallyXml, TALLY_VOUCHER_CLOSE, tallyEntryHead, tallyEntryXml, tallyVoucherOpen, tallyXmlPieces, type TallyLedger, type TallyVoucher } from "./tally.js";

const ledgers: TallyLedger[] = [
  { name: "Cash", parent: "Cash-in-Hand" }, { name: "Duties & Taxes \"x\"", parent: "Duties & Taxes" },
  { name: "Shree's <Traders>", parent: "Sundry Debtors", gstin: "27AABCU9603R1ZM", stateName: "Maharashtra", registrationType: "Regular" },
];
const vouchers: TallyVoucher[] = [
  { type: "Sales", date: "2026-10-05", number: "INV/1", narration: "Sale \"A\" & <B>", lines: [
    { ledger: "Cash", debitPaise: 28600, creditPaise: 0 }, { ledger: "Sales", debitPaise: 0, creditPaise: 25000 },
    { ledger: "Duties & Taxes \"x\"", debitPaise: 0, creditPaise: 3600 }, { ledger: "Zero", debitPaise: 0, creditPaise: 0 }] },
  { type: "Credit Note", date: "2026-10-31", number: "CN'1", narration: "", lines: [
    { ledger: "Shree's <Traders>", debitPaise: 0, creditPaise: 5 }, { ledger: "Sales", debitPaise: 5, creditPaise: 0 }] },
];

/* The file as the renderer wrote it whole before it was written in pieces (issue 28 item 7), kept byte for byte. */
const WHOLE =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  + "<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>All Masters</REPORTNAME></REQUESTDESC><REQUESTDATA>\n"
  + "<TALLYMESSAGE xmlns:UDF=\"TallyUDF\"><LEDGER NAME=\"Cash\" ACTION=\"Create\"><NAME.LIST><NAME>Cash</NAME></NAME.LIST><PARENT>Cash-in-Hand</PARENT><ISBILLWISEON>No</ISBILLWISEON></LEDGER></TALLYMESSAGE>\n"
  + "<TALLYMESSAGE xmlns:UDF=\"TallyUDF\"><LEDGER NAME=\"Duties &amp; Taxes &quot;x&quot;\" ACTION=\"Create\"><NAME.LIST><NAME>Duties &amp; Taxes &quot;x&quot;</NAME></NAME.LIST><PARENT>Duties &amp; Taxes</PARENT><ISBILLWISEON>No</ISBILLWISEON></LEDGER></TALLYMESSAGE>\n"
  + "<TALLYMESSAGE xmlns:UDF=\"TallyUDF\"><LEDGER NAME=\"Shree&apos;s &lt;Traders&gt;\" ACTION=\"Create\"><NAME.LIST><NAME>Shree&apos;s &lt;Traders&gt;</NAME></NAME.LIST><PARENT>Sundry Debtors</PARENT><GSTREGISTRATIONTYPE>Regular</GSTREGISTRATIONTYPE><PARTYGSTIN>27AABCU9603R1ZM</PARTYGSTIN><LEDSTATENAME>Maharashtra</LEDSTATENAME><COUNTRYNAME>India</COUNTRYNAME><ISBILLWISEON>No</ISBILLWISEON></LEDGER></TALLYMESSAGE>\n"
  + "<TALLYMESSAGE xmlns:UDF=\"TallyUDF\"><VOUCHER VCHTYPE=\"Sales\" ACTION=\"Create\"><DATE>20261005</DATE><VOUCHERTYPENAME>Sales</VOUCHERTYPENAME><VOUCHERNUMBER>INV/1</VOUCHERNUMBER><NARRATION>Sale &quot;A&quot; &amp; &lt;B&gt;</NARRATION><EFFECTIVEDATE>20261005</EFFECTIVEDATE><ALLLEDGERENTRIES.LIST><LEDGERNAME>Cash</LEDGERNAME><ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE><AMOUNT>-286.00</AMOUNT></ALLLEDGERENTRIES.LIST><ALLLEDGERENTRIES.LIST><LEDGERNAME>Sales</LEDGERNAME><ISDEEMEDPOSITIVE>No</ISDEEMEDPOSITIVE><AMOUNT>250.00</AMOUNT></ALLLEDGERENTRIES.LIST><ALLLEDGERENTRIES.LIST><LEDGERNAME>Duties &amp; Taxes &quot;x&quot;</LEDGERNAME><ISDEEMEDPOSITIVE>No</ISDEEMEDPOSITIVE><AMOUNT>36.00</AMOUNT></ALLLEDGERENTRIES.LIST></VOUCHER></TALLYMESSAGE>\n"
  + "<TALLYMESSAGE xmlns:UDF=\"TallyUDF\"><VOUCHER VCHTYPE=\"Credit Note\" ACTION=\"Create\"><DATE>20261031</DATE><VOUCHERTYPENAME>Credit Note</VOUCHERTYPENAME><VOUCHERNUMBER>CN&apos;1</VOUCHERNUMBER><NARRATION></NARRATION><EFFECTIVEDATE>20261031</EFFECTIVEDATE><ALLLEDGERENTRIES.LIST><LEDGERNAME>Shree&apos;s &lt;Traders&gt;</LEDGERNAME><ISDEEMEDPOSITIVE>No</ISDEEMEDPOSITIVE><AMOUNT>0.05</AMOUNT></ALLLEDGERENTRIES.LIST><ALLLEDGERENTRIES.LIST><LEDGERNAME>Sales</LEDGERNAME><ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE><AMOUNT>-0.05</AMOUNT></ALLLEDGERENTRIES.LIST></VOUCHER></TALLYMESSAGE>\n"
  + "</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n";
const NO_VOUCHERS =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  + "<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>All Masters</REPORTNAME></REQUESTDESC><REQUESTDATA>\n"
  + "<TALLYMESSAGE xmlns:UDF=\"TallyUDF\"><LEDGER NAME=\"Cash\" ACTION=\"Create\"><NAME.LIST><NAME>Cash</NAME></NAME.LIST><PARENT>Cash-in-Hand</PARENT><ISBILLWISEON>No</ISBILLWISEON></LEDGER></TALLYMESSAGE>\n"
  + "<TALLYMESSAGE xmlns:UDF=\"TallyUDF\"><LEDGER NAME=\"Duties &amp; Taxes &quot;x&quot;\" ACTION=\"Create\"><NAME.LIST><NAME>Duties &amp; Taxes &quot;x&quot;</NAME></NAME.LIST><PARENT>Duties &amp; Taxes</PARENT><ISBILLWISEON>No</ISBILLWISEON></LEDGER></TALLYMESSAGE>\n"
  + "<TALLYMESSAGE xmlns:UDF=\"TallyUDF\"><LEDGER NAME=\"Shree&apos;s &lt;Traders&gt;\" ACTION=\"Create\"><NAME.LIST><NAME>Shree&apos;s &lt;Traders&gt;</NAME></NAME.LIST><PARENT>Sundry Debtors</PARENT><GSTREGISTRATIONTYPE>Regular</GSTREGISTRATIONTYPE><PARTYGSTIN>27AABCU9603R1ZM</PARTYGSTIN><LEDSTATENAME>Maharashtra</LEDSTATENAME><COUNTRYNAME>India</COUNTRYNAME><ISBILLWISEON>No</ISBILLWISEON></LEDGER></TALLYMESSAGE>\n"
  + "\n"
  + "</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n";

describe("Tally XML in pieces (issue 28 item 7)", () => {
  it("joins to the file the whole rendering gave, with and without vouchers", () => {
    expect(buildTallyXml({ ledgers, vouchers })).toBe(WHOLE);
    expect([...tallyXmlPieces({ ledgers, vouchers })].join("")).toBe(WHOLE);
    expect([...tallyXmlPieces({ ledgers, vouchers: [] })].join("")).toBe(NO_VOUCHERS);
  });

  it("renders a voucher from its pieces (as the API reads journals) exactly as from a voucher object", () => {
    const amount = (paise: number) => (paise / 100).toFixed(2);
    const pieces = vouchers.map((v) => tallyVoucherOpen(v.type, v.date.replace(/-/g, ""), v.number, v.narration)
      + v.lines.filter((l) => l.debitPaise !== l.creditPaise).map((l) => tallyEntryXml(tallyEntryHead(l.ledger), amount(l.creditPaise - l.debitPaise))).join("")
      + TALLY_VOUCHER_CLOSE);
    expect([...tallyXmlPieces({ ledgers, vouchers: pieces })].join("")).toBe(WHOLE);
  });
});
