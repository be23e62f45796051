import { Button, MantineProvider, PasswordInput, TextInput } from '@mantine/core'
import type { MetaFunction } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'

export const meta: MetaFunction = () => [{ title: 'Log in' }]

export function loader() {
  return { heading: 'Log in to your Member Dashboard' }
}

/**
 * The floor of a Mantine form (issue 25): the bare page's form in MantineProvider with Mantine's
 * TextInput, PasswordInput and Button, nothing else. `npm run bench` measures it beside the bare
 * page so that /login can be compared with what the UI library alone costs.
 */
export default function MantineForm() {
  const { heading } = useLoaderData<typeof loader>()
  return (
    <MantineProvider>
      <main>
        <h1>{heading}</h1>
        <Form method="post">
          <TextInput label="Username" name="username" autoComplete="username" required />
          <PasswordInput label="Password" name="password" autoComplete="current-password" required />
          <Button type="submit">Log in</Button>
        </Form>
      </main>
    </MantineProvider>
  )
}
