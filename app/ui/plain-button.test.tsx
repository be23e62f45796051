/**
 * A plain button's HTML is Mantine's Button's (decision 182), for every variant, colour, size
 * and state the forms use, in each brand's theme: Mantine's stylesheet styles it the same way.
 */
import { Button, CloseButton, MantineProvider } from '@mantine/core'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { themeFor } from '~/ui/theme'
import { COLORS } from '~/ui/pieces/colors'
import { PlainButton, PlainLinkButton, type PlainButtonLook } from './plain-button'
import { PlainCloseButton } from './plain-close-button'

const looks: (Omit<PlainButtonLook, 'children'> & { type?: 'submit' | 'button' })[] = [
  {},
  { variant: 'outline' },
  { variant: 'subtle' },
  { color: 'red.9' },
  { size: 'compact-sm' },
  { loading: true },
  { variant: 'subtle', loading: true },
  { disabled: true },
  { style: { alignSelf: 'flex-start' } },
  // The password field's Show/Hide toggle.
  { type: 'button', size: 'compact-sm', variant: 'subtle', color: COLORS.primary },
  // The dialogs' buttons (cancel, secondary, primary) and the copy button.
  { type: 'button', variant: 'subtle', color: COLORS.muted },
  { type: 'button', variant: 'outline', color: COLORS.primary },
  { type: 'button', color: COLORS.primary },
  { type: 'button', size: 'compact-sm', variant: 'outline', color: COLORS.primary },
  // The editable cards' Edit button, and the idle warning's 'Stay signed in' while it is sent.
  {
    type: 'button',
    size: 'compact-sm',
    variant: 'subtle',
    color: COLORS.primary,
    leftSection: <svg aria-hidden />,
  },
  { type: 'button', loading: true },
]

/** The page's HTML without Mantine's theme <style> block (the same for both). */
const html = (element: JSX.Element, primary: 'teal' | 'indigo' | 'grape') =>
  renderToStaticMarkup(<MantineProvider theme={themeFor(primary)}>{element}</MantineProvider>).replace(
    /<style[^]*?<\/style>/g,
    '',
  )

describe('a plain button looks like Mantine’s Button', () => {
  for (const primary of ['teal', 'indigo', 'grape'] as const)
    it.each(
      looks.map(
        (look) =>
          [JSON.stringify({ ...look, leftSection: look.leftSection ? 'icon' : undefined }), look] as const,
      ),
    )(`${primary}: %s`, (_, look) => {
      const props = { ...look, name: 'intent', value: 'next', 'aria-describedby': 'hint' }
      expect(html(<PlainButton {...props}>Continue</PlainButton>, primary)).toBe(
        html(
          <Button type="submit" {...props}>
            Continue
          </Button>,
          primary,
        ),
      )
    })
})

describe('a link button and a close button look like Mantine’s', () => {
  for (const primary of ['teal', 'indigo', 'grape'] as const) {
    it(`${primary}: the ID card's download link`, () => {
      expect(
        html(<PlainLinkButton href="/resources/id-card">Download ID card</PlainLinkButton>, primary),
      ).toBe(
        html(
          <Button component="a" href="/resources/id-card">
            Download ID card
          </Button>,
          primary,
        ),
      )
    })

    it.each([
      ['the wallet buttons and the idle warning’s Log out', { variant: 'outline' }],
      [
        'an editable card’s Edit link',
        { size: 'compact-sm', variant: 'subtle', color: COLORS.primary, leftSection: <svg aria-hidden /> },
      ],
    ] as const)(`${primary}: %s`, (_, look) => {
      expect(
        html(
          <PlainLinkButton href="/x" {...look}>
            Edit
          </PlainLinkButton>,
          primary,
        ),
      ).toBe(
        html(
          <Button component="a" href="/x" {...look}>
            Edit
          </Button>,
          primary,
        ),
      )
    })

    it(`${primary}: a long label that wraps (the documents' download link)`, () => {
      expect(
        html(
          <PlainLinkButton href="/x" multiline>
            Download the certificate
          </PlainLinkButton>,
          primary,
        ),
      ).toBe(
        html(
          <Button
            component="a"
            href="/x"
            h="auto"
            mih={36}
            py={6}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
          >
            Download the certificate
          </Button>,
          primary,
        ),
      )
    })

    it(`${primary}: an app path is a link the page navigates to without a reload`, () => {
      expect(html(<PlainLinkButton to="/find-care/primary-care">Change</PlainLinkButton>, primary)).toBe(
        html(
          <Button component="a" data-discover="true" href="/find-care/primary-care">
            Change
          </Button>,
          primary,
        ),
      )
    })

    it(`${primary}: a dismiss button`, () => {
      const props = { type: 'submit', 'aria-label': 'Dismiss alert: Scheduled maintenance' } as const
      expect(html(<PlainCloseButton {...props} color={COLORS.text} />, primary)).toBe(
        html(<CloseButton {...props} c={COLORS.text} />, primary),
      )
    })

    it(`${primary}: the snackbar's dismiss button`, () => {
      const props = { 'aria-label': 'Dismiss notification', variant: 'transparent' } as const
      expect(html(<PlainCloseButton {...props} color="#fff" outlineColor="#fff" />, primary)).toBe(
        html(<CloseButton {...props} c="#fff" style={{ outlineColor: '#fff' }} />, primary),
      )
    })
  }
})
