import { data } from '@remix-run/node'

/**
 * An unknown address (spec section 2: "Any unknown path goes to error/404"): the 404 page at the
 * same address, inside the member shell for a signed-in member, else in the public frame (the
 * member layout's boundary renders it; see app/features/shell/open-pages.ts).
 */
export async function loader() {
  throw data(null, { status: 404 })
}
