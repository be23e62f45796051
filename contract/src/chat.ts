/**
 * Chat (spec section 7 "Also configured: ... chat"): the chat site 'Chat with us' hands the member
 * to, an outside system reached by a form POST (CHAT_URL; the sandbox serves a landing page at
 * `chatPaths.chatSite`). The fields are ours (docs/decisions/151-chat-with-us.md).
 */
import { z } from 'zod'

export const chatPaths = {
  /** POST: the chat site's landing page (sandbox), with `chatHandOff` as form fields. */
  chatSite: 'chat',
} as const

/** What the hand-off form posts: the chat configuration and the member's user key (token/userkey). */
export const chatHandOff = z.object({
  host: z.string(),
  bus: z.string(),
  poc: z.string(),
  mappedGroupId: z.string(),
  userKey: z.string(),
})
