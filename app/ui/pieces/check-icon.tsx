import type { ReactNode } from 'react'

/** A decorative line icon in the text's colour; the meaning is always given in text next to it. */
function StrokeIcon({
  size,
  strokeWidth,
  children,
}: {
  size: number
  strokeWidth: number
  children: ReactNode
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** A decorative check mark. */
export function CheckIcon({ size = 16 }: { size?: number }) {
  return (
    <StrokeIcon size={size} strokeWidth={3}>
      <path d="M5 12l5 5L20 7" />
    </StrokeIcon>
  )
}

/** A decorative pencil for edit controls. */
export function PencilIcon({ size = 16 }: { size?: number }) {
  return (
    <StrokeIcon size={size} strokeWidth={2}>
      <path d="M4 20h4L18.5 9.5a2.12 2.12 0 0 0-3-3L5 17v3" />
      <path d="M13.5 6.5l3 3" />
    </StrokeIcon>
  )
}
