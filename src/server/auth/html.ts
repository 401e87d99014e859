/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font-family:"Titillium Web",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5fb;color:#1c1c28}
header{background:#2A4CDF;color:#fff;padding:14px 24px;font-size:22px;font-weight:600;letter-spacing:.5px}
main{max-width:440px;margin:40px auto;background:#fff;border-radius:6px;box-shadow:0 2px 8px rgba(0,0,0,.12);padding:28px 32px}
main.wide{max-width:640px}
h1{font-size:24px;font-weight:600;margin:0 0 20px;color:#2A4CDF}
label{display:block;font-size:14px;margin:14px 0 4px}
input{width:100%;padding:9px 10px;font-size:16px;border:1px solid #b8bfd6;border-radius:4px;font-family:inherit}
input:focus{outline:2px solid #2A4CDF;border-color:#2A4CDF}
input[aria-invalid=true]{border-color:#c62828}
.field-error{color:#c62828;font-size:13px;margin-top:3px}
.error{background:#fdecea;color:#c62828;border-radius:4px;padding:10px 12px;margin-bottom:12px}
button,.button{display:inline-block;margin-top:22px;width:100%;padding:10px;font-size:16px;font-weight:600;border:0;border-radius:4px;background:#2A4CDF;color:#fff;cursor:pointer;text-align:center;text-decoration:none;font-family:inherit}
button.secondary,.button.secondary{background:#fff;color:#2A4CDF;border:1px solid #2A4CDF}
.alternative{margin-top:18px;font-size:14px;text-align:center}
a{color:#008A67}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 18px;margin:0}
dt{color:#5a6072}
dd{margin:0}
`

/** A small self-contained page: no external fonts, scripts or images. */
export function page(title: string, body: string, options: { wide?: boolean; script?: string } = {}): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Strata</title>
<style>${styles}</style>
</head>
<body>
<header>Strata</header>
<main${options.wide ? ' class="wide"' : ''}>
<h1>${escapeHtml(title)}</h1>
${body}
</main>${options.script ? `\n<script>${options.script}</script>` : ''}
</body>
</html>`
}
