// The template a new portal template starts from, and the one-page invoice the benchmark renders.
export const STARTER_HTML = `<!doctype html>
<html>
<head>
  <meta charset="utf-8">
  <style>
    body { font-family: Helvetica, Arial, sans-serif; color: #1e293b; font-size: 11pt; }
    h1 { font-size: 20pt; margin: 0 0 4mm; }
    table { width: 100%; border-collapse: collapse; margin-top: 8mm; }
    th, td { padding: 2mm; border-bottom: 1px solid #e2e8f0; text-align: left; }
    td.num, th.num { text-align: right; }
    .total { font-weight: bold; font-size: 13pt; }
    .muted { color: #64748b; }
  </style>
</head>
<body>
  <h1>Tax invoice {{invoice.number}}</h1>
  <p class="muted">Issued {{formatDate invoice.date "D MMMM YYYY"}} · Due {{formatDate invoice.due "D MMMM YYYY"}}</p>
  <p><strong>{{customer.name}}</strong><br>{{customer.address}}</p>
  <table>
    <thead><tr><th>Item</th><th class="num">Qty</th><th class="num">Price</th><th class="num">Amount</th></tr></thead>
    <tbody>
      {{#each items}}
      <tr><td>{{description}}</td><td class="num">{{quantity}}</td><td class="num">{{formatCurrency price "AUD"}}</td><td class="num">{{formatCurrency amount "AUD"}}</td></tr>
      {{/each}}
    </tbody>
  </table>
  <p class="num total" style="text-align:right">Total {{formatCurrency total "AUD"}}</p>
  {{#if paid}}<p><strong>PAID</strong> — thank you.</p>{{/if}}
</body>
</html>
`;

export const STARTER_DATA = {
  invoice: { number: "INV-1042", date: "2026-11-02", due: "2026-11-30" },
  customer: { name: "Harbour Motors Pty Ltd", address: "12 Quay Street, Sydney NSW 2000" },
  items: [
    { description: "Annual service", quantity: 1, price: 420, amount: 420 },
    { description: "Brake pads (front)", quantity: 2, price: 89.5, amount: 179 },
    { description: "Wheel alignment", quantity: 1, price: 99, amount: 99 },
  ],
  total: 698,
  paid: false,
};

export const STARTER_OPTIONS = { size: "A4", footer: '<div style="text-align:right">Page {{page}} of {{pages}}</div>' };
