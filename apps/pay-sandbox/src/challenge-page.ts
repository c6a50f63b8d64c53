/** The 3-D Secure "bank" page: one self-contained HTML document, no scripts, no outside resources. */

export const bankName = 'Sandbox Bank'

/** No scripts, no outside resources; form submissions (and their redirect to the merchant) are not restricted. */
export const pageSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'"

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => escapes[char] ?? char)
}

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
}

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: 'code' }).format(
    amount / 100,
  )
}

const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef1f5;color:#1d2733}
main{width:100%;max-width:420px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(20,30,50,.12);
overflow:hidden}
header{background:#17324d;color:#fff;padding:16px 24px;display:flex;align-items:center;gap:12px}
header .logo{width:36px;height:36px;border-radius:8px;background:#f2b632;color:#17324d;font-weight:700;
display:flex;align-items:center;justify-content:center}
header strong{display:block;font-size:18px}
header span{font-size:13px;opacity:.85}
section{padding:24px}
h1{font-size:20px;margin:0 0 8px}
p{margin:0 0 16px;color:#4a5563}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:0 0 24px;padding:16px;border-radius:8px;
background:#f6f8fa}
dt{color:#5d6875}
dd{margin:0;font-weight:600;text-align:right;min-width:0;overflow-wrap:anywhere}
@media (max-width:420px){dl{grid-template-columns:1fr;gap:2px}dd{text-align:left;margin-bottom:8px}}
.actions{display:flex;gap:12px}
.actions form{flex:1;margin:0}
button{width:100%;padding:12px 16px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:2px solid}
button:focus-visible{outline:3px solid #f2b632;outline-offset:2px}
.approve{background:#1b7f4b;border-color:#1b7f4b;color:#fff}
.reject{background:#fff;border-color:#b42318;color:#b42318}
footer{padding:12px 24px;font-size:12px;color:#5d6875;border-top:1px solid #e4e8ee}
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${bankName}</title>
<style>${styles}</style>
</head>
<body>
<main>
<header><div class="logo" aria-hidden="true">SB</div><div><strong>${bankName}</strong><span>3-D Secure verification</span></div></header>
${body}
<footer>This is a test page of the payment sandbox. No real card is charged.</footer>
</main>
</body>
</html>
`
}

export function challengePage(sale: {
  id: string
  amount: number
  currency: string
  reference: string
  brand: string
  last4: string
}): string {
  // Relative to /challenge/{id}, so the page also works behind a proxy that adds a path prefix.
  const id = encodeURIComponent(sale.id)
  return page(
    'Confirm your payment',
    `<section>
<h1>Confirm your payment</h1>
<p>Your bank asks you to confirm this card payment.</p>
<dl>
<dt>Amount</dt><dd>${escapeHtml(formatAmount(sale.amount, sale.currency))}</dd>
<dt>Merchant reference</dt><dd>${escapeHtml(sale.reference)}</dd>
<dt>Card</dt><dd>${escapeHtml(brandNames[sale.brand] ?? sale.brand)} •••• ${escapeHtml(sale.last4)}</dd>
</dl>
<div class="actions">
<form method="post" action="${id}/approve"><button class="approve" type="submit">Approve</button></form>
<form method="post" action="${id}/reject"><button class="reject" type="submit">Reject</button></form>
</div>
</section>`,
  )
}

export function messagePage(title: string, text: string): string {
  return page(title, `<section><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></section>`)
}
