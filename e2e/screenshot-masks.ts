/**
 * What changes with the day or with the other tests, left out of a screenshot (decision 224), for
 * e2e/screenshots.spec.ts and the cross-engine screenshots (decision 252). Runs in the page (a plain
 * function, no closure). Every date and year in the page's text (MM/DD/YYYY, a bare 19xx or 20xx)
 * is wrapped in a span marked `data-screenshot-mask`, and a field whose value holds one (the benefits
 * summary's 'as of' date, today by default) is marked itself: the persona data is seeded relative to today.
 * The system font's digits are all one width, so the marked box is the same size on any day. The
 * staff-access notice is taken out: it shows at a member's first sign-in after a staff 'login as',
 * which another test may just have done. With `paint`, each mark is covered in one colour here
 * (for drivers whose screenshot cannot mask).
 */
export function markWhatChanges(paint: boolean) {
  document.querySelector('[data-testid="staff-access-notice"]')?.remove()
  const pattern = /\d{1,2}\/\d{1,2}\/\d{4}|\b(?:19|20)\d{2}\b/g
  // The same pattern without the global flag for a yes-or-no test (no `lastIndex` to reset).
  const holdsDate = new RegExp(pattern.source)
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (const field of document.querySelectorAll<HTMLInputElement>('input:not([type="hidden"])')) {
    if (!holdsDate.test(field.value)) continue
    field.dataset.screenshotMask = ''
    if (paint) field.style.setProperty('background', '#ff00ff')
    if (paint) field.style.setProperty('color', 'transparent')
  }
  const nodes: Text[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (holdsDate.test(node.textContent ?? '')) nodes.push(node as Text)
  }
  for (const node of nodes) {
    const text = node.textContent ?? ''
    const parts = document.createDocumentFragment()
    let last = 0
    for (const match of text.matchAll(pattern)) {
      parts.append(text.slice(last, match.index))
      const mark = document.createElement('span')
      mark.dataset.screenshotMask = ''
      mark.textContent = match[0]
      if (paint) mark.style.setProperty('background', '#ff00ff')
      if (paint) mark.style.setProperty('color', 'transparent')
      parts.append(mark)
      last = match.index + match[0].length
    }
    parts.append(text.slice(last))
    node.replaceWith(parts)
  }
}
