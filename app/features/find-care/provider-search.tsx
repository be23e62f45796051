import { getFormProps, getInputProps } from '@conform-to/react'
import { PlainButton } from '~/ui/plain-button'
import { Anchor, Card, Group, Stack, Text, Title } from '~/ui/layout'
import { Form, useLocation } from '@remix-run/react'
import { useEffect } from 'react'
import type { Provider } from '@member-dashboard/contract'
import { DateField, FormErrors, SelectField, TextField } from '~/ui/forms/fields'
import { useIsPending, useSchemaForm, type FormResult } from '~/platform/forms/use-schema-form'
import { datePattern } from '~/ui/forms/date-input'
import { useTranslation } from '~/platform/i18n/use-translation'
import {
  CHOOSE_PARAM,
  choiceSearch,
  chosenProviderId,
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
    {
      id: 'provider-search',
      lastResult: data.search as FormResult,
      defaultValue: data.searchDefaults,
      checks: 'reached',
    },
  )
  const pending = useIsPending({ formMethod: 'GET' })
  const { t } = useTranslation('find-care')
  return (
    <Card withBorder component="section" aria-labelledby="search-heading">
      <Title order={2} size="h3" id="search-heading" mb="sm">
        {t('search.heading')}
      </Title>
      <Form method="get" {...getFormProps(form)}>
        {form.controller}
        <Stack gap="sm">
          <Group align="flex-start" gap="sm" grow wrap="wrap">
            <TextField
              field={fields.zip}
              label={t('search.zip')}
              autoComplete="postal-code"
              inputMode="numeric"
              maw={200}
            />
            <SelectField
              field={fields.radius}
              label={t('search.distance')}
              maw={200}
              placeholder={null}
              options={RADIUS_OPTIONS.map((miles) => ({
                value: String(miles),
                label: t('search.within', { miles }),
              }))}
            />
          </Group>
          <TextField field={fields.q} label={t('search.query')} description={t('search.queryHint')} />
          <Group>
            <PlainButton loading={pending}>{t('search.submit')}</PlainButton>
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
    checks: 'reached',
    defaultValue: { providerId: provider.id, ...defaults },
  })
  const pending = useIsPending()
  const { t } = useTranslation('find-care')
  const { t: tCommon } = useTranslation()
  const name = providerDisplayName(provider)
  useFocusOnArrival(form.id, form.id)
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-label={t('select.form', { name, firstName: memberFirstName })}
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
          label={t('select.effectiveDate')}
          description={t('select.dateHint', {
            format: datePattern(tCommon),
            name: memberFirstName,
            periods: eligiblePeriods.join('; '),
          })}
        />
        <TextField
          field={fields.email}
          type="email"
          label={t('select.email')}
          autoComplete="email"
          maw={420}
        />
        <Group gap="md" align="center">
          <PlainButton loading={pending}>{t('select.submit', { name })}</PlainButton>
          <Anchor to={cancelHref} preventScrollReset>
            {t('select.cancel')}
          </Anchor>
        </Group>
      </Stack>
    </Form>
  )
}

/** The link that shows a result's selection form: the same search with `choose`, at the form. */
function ChooseLink({ provider, search }: { provider: Provider & { id: string }; search: string }) {
  const id = `choose-${provider.id}`
  const { t } = useTranslation('find-care')
  useFocusOnArrival(`provider-${provider.id}`, id)
  return (
    <Anchor
      id={id}
      to={`${choiceSearch(search, provider.id)}#select-${provider.id}`}
      preventScrollReset
      fw={600}
      data-testid="choose-provider"
    >
      {t('search.choose', { name: providerDisplayName(provider) })}
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
  const { t } = useTranslation('find-care')
  const { results } = data
  if (!results) return null
  const paging = pagingOf(results.page)
  const failed = chosenProviderId(results, failedProviderOf(lastResult) ?? null)
  const chosen = failed ?? chosenProviderId(results, new URLSearchParams(search).get(CHOOSE_PARAM))
  const query: Pick<ProviderSearch, 'zip' | 'radius' | 'q'> = results.query
  return (
    <Stack gap="md" component="section" aria-labelledby="results-heading">
      <Title order={2} size="h3" id="results-heading">
        {t('search.results')}
      </Title>
      <Text role="status" data-testid="results-summary">
        {paging.totalElements === 0
          ? t('search.none', { radius: query.radius, zip: query.zip })
          : t('search.found', {
              count: paging.totalElements,
              radius: query.radius,
              zip: query.zip,
              current: paging.current,
              total: paging.total,
            })}
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
        <Group component="nav" aria-label={t('search.pages')} gap="md">
          {paging.previous ? (
            <Anchor to={pageHref(path, query, paging.previous)}>{t('search.previous')}</Anchor>
          ) : null}
          <Text>{t('search.page', { current: paging.current, total: paging.total })}</Text>
          {paging.next ? <Anchor to={pageHref(path, query, paging.next)}>{t('search.next')}</Anchor> : null}
        </Group>
      ) : null}
    </Stack>
  )
}
