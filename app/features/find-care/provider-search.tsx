import { getFormProps, getInputProps } from '@conform-to/react'
import { PlainButton } from '~/ui/plain-button'
import { Anchor, Card, Group, Stack, Text, Title } from '~/ui/layout'
import { Form, useLocation } from '@remix-run/react'
import { useEffect } from 'react'
import type { Provider } from '@member-dashboard/contract'
import { DateField, FormErrors, SelectField, TextField } from '~/ui/forms/fields'
import { useIsPending, useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { DATE_PICKER_FORMAT } from '~/ui/forms/date-input'
import {
  CHOOSE_PARAM,
  choiceSearch,
  chosenProviderId,
  CONFIRMATION_EMAIL_LABEL,
  EFFECTIVE_DATE_LABEL,
  pageHref,
  pagingOf,
  providerDisplayName,
  RADIUS_OPTIONS,
  type ProviderSearch,
} from './primary-care'
import { providerSearchConstraint, selectProviderConstraint } from './form-constraints.generated'
import type { providerSearchPage } from './primary-care.server'
import { ProviderFacts } from './provider-details'
import './find-care.css'

type SearchPage = Awaited<ReturnType<typeof providerSearchPage>>

/** The provider search: a GET form (values in the URL, works without JavaScript, bookmarkable). */
export function ProviderSearchForm({ data }: { data: Pick<SearchPage, 'search' | 'searchDefaults'> }) {
  const [form, fields] = useSchemaForm(
    providerSearchConstraint,
    () => import('./primary-care-schemas').then((m) => m.providerSearchSchema),
    { id: 'provider-search', lastResult: data.search as FormResult, defaultValue: data.searchDefaults },
  )
  const pending = useIsPending({ formMethod: 'GET' })
  return (
    <Card withBorder component="section" aria-labelledby="search-heading">
      <Title order={2} size="h3" id="search-heading" mb="sm">
        Search for a provider
      </Title>
      <Form method="get" {...getFormProps(form)}>
        {form.controller}
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" grow wrap="wrap">
            <TextField
              field={fields.zip}
              label="Zip code"
              autoComplete="postal-code"
              inputMode="numeric"
              maw={200}
            />
            <SelectField
              field={fields.radius}
              label="Distance"
              maw={200}
              placeholder={null}
              options={RADIUS_OPTIONS.map((miles) => ({
                value: String(miles),
                label: `Within ${miles} miles`,
              }))}
            />
          </Group>
          <TextField
            field={fields.q}
            label="Name or specialty"
            description="For example: Family Medicine, Raman"
          />
          <Group>
            <PlainButton loading={pending}>Search</PlainButton>
          </Group>
        </Stack>
      </Form>
    </Card>
  )
}

/** The selection schema of today, loaded after the page (decision 170). */
const selectSchemaOfToday = () =>
  import('./primary-care-schemas').then((m) => m.selectProviderSchemaOfToday())

/**
 * After a navigation in the browser to `#{target}` (choosing a provider, cancelling), focus moves to
 * the element `focus` names, as the fragment moves the reading and tabbing position without
 * JavaScript. Not on the page's first load: the browser's own fragment handling does that.
 */
function useFocusOnArrival(target: string, focus: string) {
  const { hash, key } = useLocation()
  useEffect(() => {
    if (key !== 'default' && hash === `#${target}`) document.getElementById(focus)?.focus()
  }, [hash, key, target, focus])
}

/**
 * The selection form of the chosen result (one on the page, decision 174): effective date and
 * optional e-mail, posted to this page's action; Cancel goes back to the results without it.
 */
function SelectForm({
  provider,
  memberFirstName,
  defaults,
  eligiblePeriods,
  lastResult,
  cancelHref,
}: {
  provider: Provider & { id: string }
  memberFirstName: string
  defaults: SearchPage['selectDefaults']
  eligiblePeriods: string[]
  lastResult: FormResult
  cancelHref: string
}) {
  const [form, fields] = useSchemaForm(selectProviderConstraint, selectSchemaOfToday, {
    id: `select-${provider.id}`,
    lastResult,
    defaultValue: { providerId: provider.id, ...defaults },
  })
  const pending = useIsPending()
  const name = providerDisplayName(provider)
  useFocusOnArrival(form.id, form.id)
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-label={`Select ${name} for ${memberFirstName}`}
      tabIndex={-1}
      className="find-care-target"
      data-testid="select-provider"
    >
      {form.controller}
      <Stack gap="sm">
        <input {...getInputProps(fields.providerId, { type: 'hidden' })} key={fields.providerId.key} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <DateField
          field={fields.effectiveDate}
          label={EFFECTIVE_DATE_LABEL}
          description={`Month/day/year (${DATE_PICKER_FORMAT}). ${memberFirstName} is eligible ${eligiblePeriods.join('; ')}.`}
        />
        <TextField
          field={fields.email}
          type="email"
          label={CONFIRMATION_EMAIL_LABEL}
          autoComplete="email"
          maw={420}
        />
        <Group gap="md" align="center">
          <PlainButton loading={pending}>Select {name}</PlainButton>
          <Anchor to={cancelHref} preventScrollReset>
            Cancel
          </Anchor>
        </Group>
      </Stack>
    </Form>
  )
}

/** The link that shows a result's selection form: the same search with `choose`, at the form. */
function ChooseLink({ provider, search }: { provider: Provider & { id: string }; search: string }) {
  const id = `choose-${provider.id}`
  useFocusOnArrival(`provider-${provider.id}`, id)
  return (
    <Anchor
      id={id}
      to={`${choiceSearch(search, provider.id)}#select-${provider.id}`}
      preventScrollReset
      fw={600}
      data-testid="choose-provider"
    >
      Choose {providerDisplayName(provider)}
    </Anchor>
  )
}

/** The provider a refused selection named, if any (conform echoes what was sent). */
const failedProviderOf = (lastResult: FormResult) =>
  (lastResult?.initialValue as { providerId?: string } | undefined)?.providerId

/**
 * A refused selection that no result on this page can show (no provider named, or one not among
 * these results: an empty or altered POST): its messages above the results, so it never passes
 * silently.
 */
export function UnplacedSelectionErrors({
  data,
  lastResult,
}: {
  data: Pick<SearchPage, 'results'>
  lastResult: FormResult
}) {
  const failed = failedProviderOf(lastResult)
  const shown = data.results?.data.some((provider) => provider.acceptingNewPatients && provider.id === failed)
  if (!lastResult?.error || shown) return null
  const formErrors = lastResult.error['']
  const errors = formErrors?.length ? formErrors : Object.values(lastResult.error).flatMap((e) => e ?? [])
  return <FormErrors id="selection-errors" errors={errors} />
}

/**
 * The results: providers with their facts and paging from the page metadata. Each provider
 * accepting new patients has a 'Choose' link; the selection form shows under one result only
 * (decision 174): the one a refused selection names, else the one `choose` names.
 */
export function ProviderResults({
  data,
  lastResult,
}: {
  data: Pick<SearchPage, 'results' | 'member' | 'selectDefaults' | 'eligiblePeriods'>
  lastResult: FormResult
}) {
  const { pathname: path, search } = useLocation()
  const { results } = data
  if (!results) return null
  const paging = pagingOf(results.page)
  const failed = chosenProviderId(results, failedProviderOf(lastResult) ?? null)
  const chosen = failed ?? chosenProviderId(results, new URLSearchParams(search).get(CHOOSE_PARAM))
  const query: Pick<ProviderSearch, 'zip' | 'radius' | 'q'> = results.query
  return (
    <Stack gap="md" component="section" aria-labelledby="results-heading">
      <Title order={2} size="h3" id="results-heading">
        Results
      </Title>
      <Text role="status" data-testid="results-summary">
        {paging.totalElements === 0
          ? `No providers found within ${query.radius} miles of ${query.zip}.`
          : `${paging.totalElements} providers within ${query.radius} miles of ${query.zip}. Page ${paging.current} of ${paging.total}.`}
      </Text>
      <Stack gap="md" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {results.data.map((provider) => {
          const id = provider.id ?? provider.name
          const headingId = `provider-${id}`
          return (
            <Card
              withBorder
              component="li"
              key={id}
              aria-labelledby={headingId}
              data-testid="provider-result"
            >
              <Stack gap="xs">
                <Title order={3} size="h4" id={headingId} className="find-care-target">
                  {providerDisplayName(provider)}
                </Title>
                <ProviderFacts provider={provider} showAccepting />
                {!provider.acceptingNewPatients || !provider.id ? null : chosen === provider.id ? (
                  <SelectForm
                    provider={{ ...provider, id: provider.id }}
                    memberFirstName={data.member.firstName}
                    defaults={data.selectDefaults}
                    eligiblePeriods={data.eligiblePeriods}
                    lastResult={failed === provider.id ? lastResult : null}
                    cancelHref={`${choiceSearch(search, null)}#${headingId}`}
                  />
                ) : (
                  <ChooseLink provider={{ ...provider, id: provider.id }} search={search} />
                )}
              </Stack>
            </Card>
          )
        })}
      </Stack>
      {paging.total > 1 ? (
        <Group component="nav" aria-label="Result pages" gap="md">
          {paging.previous ? (
            <Anchor to={pageHref(path, query, paging.previous)}>Previous page</Anchor>
          ) : null}
          <Text>
            Page {paging.current} of {paging.total}
          </Text>
          {paging.next ? <Anchor to={pageHref(path, query, paging.next)}>Next page</Anchor> : null}
        </Group>
      ) : null}
    </Stack>
  )
}
