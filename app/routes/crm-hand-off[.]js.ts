/**
 * The CRM hand-off page's one line of script (a file rather than inline, so a strict content
 * security policy can allow it by origin): submits the hidden form at once.
 */
const SCRIPT = "document.getElementById('crm-hand-off')?.submit()\n"

export function loader() {
  return new Response(SCRIPT, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
