/**
 * A form's HTML constraints, field by field: what conform's `getZodConstraint(schema)` returns and
 * the generated `form-constraints.generated.ts` files hold (decision 170). A type module of its own,
 * so the form hook, its controller and its first-render metadata all read it without importing
 * each other in a circle.
 */
import type { useForm } from '@conform-to/react'

export type FormConstraint = NonNullable<Parameters<typeof useForm>[0]['constraint']>
