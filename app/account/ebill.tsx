import { Button, Card, Group, Stack, Text, Title } from '@mantine/core'
import { Form } from '@remix-run/react'

/** The hand-off is a plain form POST: the token is a hidden field, never part of a URL. */
export function EbillHandoff(props: { action: string; token: string; registered: boolean }) {
  return (
    <Stack gap="lg">
      <Card withBorder component="section" aria-labelledby="ebill-open-heading">
        <Title order={2} size="h3" id="ebill-open-heading" mb="xs">
          View and pay your bill
        </Title>
        <Text mb="md">
          {props.registered
            ? 'Your bills and payments are on the eBill site.'
            : 'The eBill site will ask you to set up your eBill account the first time you visit.'}
        </Text>
        <form method="post" action={props.action}>
          <input type="hidden" name="idptoken" value={props.token} />
          <Button type="submit">Go to eBill</Button>
        </form>
      </Card>
      {props.registered ? null : (
        <Card withBorder component="section" aria-labelledby="ebill-register-heading">
          <Title order={2} size="h3" id="ebill-register-heading" mb="xs">
            Register for eBill
          </Title>
          <Text mb="md">Register to get your bills online and stop paper bills.</Text>
          <Form method="post">
            <input type="hidden" name="intent" value="register" />
            <Group>
              <Button type="submit" variant="outline">
                Register for eBill
              </Button>
            </Group>
          </Form>
        </Card>
      )}
    </Stack>
  )
}
