import type { MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'

export const meta: MetaFunction = () => [{ title: 'Log in' }]

export function loader() {
  return { heading: 'Log in to your Member Dashboard' }
}

/** One page holding a form, plain HTML: what the bench compares every page with. */
export default function Index() {
  const { heading } = useLoaderData<typeof loader>()
  return (
    <main>
      <h1>{heading}</h1>
      <Form method="post">
        <label htmlFor="username">Username</label>
        <input id="username" name="username" autoComplete="username" required />
        <label htmlFor="password">Password</label>
        <input id="password" name="password" type="password" autoComplete="current-password" required />
        <button type="submit">Log in</button>
      </Form>
    </main>
  )
}

export function action() {
  return null
}
