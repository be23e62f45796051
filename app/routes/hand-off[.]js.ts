/**
 * The one line of script of the hand-off pages (CRM single sign-on, eBill): submits the hidden
 * form at once. A file rather than inline, so a strict content security policy can allow it by
 * origin. Without JavaScript the page's 'Continue' button does the same.
 */
const SCRIPT = "document.querySelector('form[data-hand-off]')?.submit()\n"

export function loader() {
  return new Response(SCRIPT, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
