// One vehicle sale with consistent figures (NSW stamp duty, GST as 1/11 of the GST-able supply, trade-in
// and payout, deposit and balance), shared by the contract, tax invoice, Form 7 and registration layouts.
import { addDays, randomIsoDate } from "./formats";
import { company, dealer, person, vehicle, type Dealer, type Person, type Vehicle } from "./entities";
import { chance, digits, int, letters, pick, round2, type Rng } from "./rng";

export type Deal = {
  dealer: Dealer;
  customer: Person;
  driver: Person;
  vehicle: Vehicle;
  tradeIn: Vehicle | null;
  salesperson: string;
  date: string;
  deliveryDate: string;
  contractNo: string;
  invoiceNo: string;
  dealId: string;
  customerNo: string;
  accessories: Array<{ description: string; amount: number }>;
  price: { vehicle: number; accessories: number; delivery: number; registration: number; ctp: number; duty: number; subtotalExGst: number; gst: number; total: number; tradeAllowance: number; payout: number; deposit: number; amountPaid: number; balance: number; refund: number };
  deposit: { method: string; receipt: string };
  bank: { financier: string; accountName: string; bsb: string; accountNumber: string };
  specialConditions: string;
  corp: { name: string; acn: string; abn: string } | null;
};

/** NSW duty on a private-use vehicle: $3 per $100 (or part) to $45,000, then $1,350 + $5 per $100 above. */
export function nswDuty(value: number): number {
  const hundreds = Math.ceil(value / 100);
  return value <= 45000 ? hundreds * 3 : 1350 + Math.ceil((value - 45000) / 100) * 5;
}

const ACCESSORIES = ["Window tint", "Rubber floor mats", "Tow bar kit", "Paint protection", "Nudge bar", "Roof racks", "Cargo barrier", "Extended warranty (3 yrs)", "Dash camera", "Weather shields", "Bonnet protector", "Tub liner"];
const FINANCIERS = ["Toyota Finance Australia", "Macquarie Leasing", "Westpac", "Commonwealth Bank", "Angle Auto Finance", "Pepper Money", "Latitude Financial Services", "ANZ", "Mazda Finance"];
const CONDITIONS = [
  "Subject to finance approval within 7 days.",
  "Dealer to supply second key and service books prior to delivery.",
  "Price includes 12 months registration and CTP. Vehicle to be detailed before delivery.",
  "Subject to satisfactory inspection of the trade-in vehicle at delivery.",
  "Purchaser to collect vehicle from the dealer's premises. Tow bar to be fitted before delivery.",
];

export function deal(r: Rng, o: { condition?: Vehicle["condition"]; trade?: boolean; refund?: boolean } = {}): Deal {
  const d = dealer(r);
  const customer = person(r);
  const v = vehicle(r, o.condition);
  const trade = o.trade ?? chance(r, 0.55);
  const tv = trade ? vehicle(r, "Used") : null;
  const accessories = Array.from({ length: int(r, 0, 3) }, () => ({ description: pick(r, ACCESSORIES), amount: int(r, 8, 160) * 10 })).filter((a, i, all) => all.findIndex((b) => b.description === a.description) === i);
  const vehiclePrice = int(r, 90, 800) * 100 - pick(r, [0, 10, 1, 0]);
  const acc = accessories.reduce((s, a) => s + a.amount, 0);
  const delivery = v.condition === "Used" ? 0 : int(r, 99, 249) * 10;
  const registration = chance(r, 0.8) ? round2(int(r, 40000, 90000) / 100) : 0;
  const ctp = registration ? round2(int(r, 45000, 99000) / 100) : 0;
  const duty = nswDuty(vehiclePrice + acc + delivery);
  const gst = round2((vehiclePrice + acc + delivery) / 11);
  const total = round2(vehiclePrice + acc + delivery + registration + ctp + duty);
  const tradeAllowance = tv ? int(r, 20, 250) * 100 : 0;
  const payout = tv && chance(r, 0.4) ? int(r, 10, 120) * 100 + int(r, 0, 99) / 100 : 0;
  const deposit = int(r, 5, 50) * 100;
  const owing = round2(total - tradeAllowance + payout - deposit);
  const refund = o.refund ? int(r, 1, 9) * 100 : 0;
  const amountPaid = o.refund ? round2(owing + refund) : round2(deposit + int(r, 0, 1) * int(r, 10, 60) * 100);
  const balance = o.refund ? 0 : round2(Math.max(0, total - tradeAllowance + payout - amountPaid));
  const date = randomIsoDate(r);
  const sp = person(r);
  return {
    dealer: d,
    customer,
    driver: person(r),
    vehicle: v,
    tradeIn: tv,
    salesperson: pick(r, [sp.name, `${sp.first} ${sp.last[0]}.`, sp.first]),
    date,
    deliveryDate: addDays(date, int(r, 2, 40)),
    contractNo: pick(r, [`${int(r, 10000, 99999)}`, `C${digits(r, 6)}`, `SC-${int(r, 2024, 2025)}-${digits(r, 4)}`, `${letters(r, 2)}${digits(r, 5)}`]),
    invoiceNo: pick(r, [`INV-${digits(r, 5)}`, `TI${digits(r, 6)}`, `${int(r, 2024, 2025)}/${digits(r, 4)}`, digits(r, 7), `V${digits(r, 5)}`]),
    dealId: pick(r, [`D${digits(r, 5)}`, digits(r, 6), `DL-${digits(r, 4)}`]),
    customerNo: pick(r, [digits(r, 6), `C${digits(r, 5)}`]),
    accessories,
    price: { vehicle: vehiclePrice, accessories: acc, delivery, registration, ctp, duty, subtotalExGst: round2(total - gst), gst, total, tradeAllowance, payout, deposit, amountPaid, balance, refund },
    deposit: { method: pick(r, ["EFTPOS", "Bank transfer", "Credit card", "Cash", "Cheque"]), receipt: pick(r, [`R${digits(r, 6)}`, digits(r, 5), `RC-${digits(r, 4)}`]) },
    bank: { financier: pick(r, FINANCIERS), accountName: d.name.replace(/ Pty.*$/, " Trust Account"), bsb: `${digits(r, 3)}-${digits(r, 3)}`, accountNumber: digits(r, pick(r, [8, 9])) },
    specialConditions: pick(r, CONDITIONS),
    corp: chance(r, 0.25) ? company(r) : null,
  };
}
