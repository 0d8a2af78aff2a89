/**
 * /pulse/settings, the store's money settings (issue 48 point 9): sales tax and what it applies
 * to, late fees (grace per rental term, an amount or a percentage with a cap), the returned check
 * fee, the damage waiver's price per term, the drawer's over/short threshold, charge-off days and
 * the shared tablet's idle sign-out. A change takes effect from a day (today or later) and never
 * rewrites a charge already made; changes waiting for their day and past ones are listed.
 * Online only.
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  Heading,
  Input,
  RadioGroup,
  SimpleGrid,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { RENTAL_TERMS } from '@rentline/sync-protocol/rules';
import { SETTINGS_TEXTS } from '@rentline/sync-protocol/texts';
import type { StoreSettingsResponse } from '@rentline/sync-protocol/wire';
import { useOnline } from '@/api/http';
import { formatDateTime } from '@/lib/store-time';
import { formatMoney } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import { useStoreTimeZone } from '@/lib/use-store-time-zone';
import { FormField } from '@/ui/form-field';
import { OnlineButton } from '@/ui/online-button';
import { usePermission } from '@/api/use-permission';
import { PageHeader } from '@/ui/page-header';
import { notify } from '@/ui/toaster';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';
import { useChangeSettings } from './api/change-settings';
import { useStoreSettings } from './api/get-settings';
import { checkSettings, formOf, type SettingsForm } from './settings-model';

function Field(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  helper?: string;
  type?: 'number' | 'date';
  step?: string;
}) {
  return (
    <FormField label={props.label} error={props.error} helper={props.helper} required>
      <Input
        name={props.name}
        type={props.type ?? 'number'}
        inputMode={props.type === 'date' ? undefined : 'decimal'}
        step={props.step ?? '0.01'}
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </FormField>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

export function SettingsPage() {
  const online = useOnline();
  const settings = useStoreSettings();
  const change = useChangeSettings();
  // Everyone may read the settings; a manager changes them (roles.ts `settings.change`).
  const mayChange = usePermission('settings.change').allowed;
  const [form, setForm] = useState<SettingsForm | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const invalid = useFocusFirstInvalid();
  const data = settings.data;

  useEffect(() => {
    if (data && !form) setForm(formOf(data.current, data.today));
  }, [data, form]);

  const set = <K extends keyof SettingsForm>(key: K, value: SettingsForm[K]) =>
    setForm((f) => (f ? { ...f, [key]: value } : f));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form || change.isPending || !mayChange) return;
    const checked = checkSettings(form);
    if (!checked.ok) {
      setErrors(checked.errors);
      invalid.reveal();
      return;
    }
    setErrors({});
    change.mutate(checked.change, {
      onSuccess: (answer) => {
        notify.success(
          SETTINGS_TEXTS.saved,
          `In effect from ${formatDay(checked.change.effective_from)}.`,
        );
        setForm(formOf(answer.current, answer.today));
      },
      onError: (error) => notify.error(error.message),
    });
  };

  return (
    <Stack gap="5" maxW="4xl">
      <PageHeader
        title="Store Settings"
        summary="Tax, late fees, the damage waiver and the drawer. A change applies from the day you choose and never rewrites a charge already made."
      />
      {!online && !data && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{SETTINGS_TEXTS.needsConnection}</Alert.Title>
        </Alert.Root>
      )}
      {settings.isError && !data && (
        <Text color="red.fg">Could not load the settings: {settings.error.message}</Text>
      )}
      {online && settings.isPending && <Text color="fg.muted">Loading the settings...</Text>}
      {form && data && (
        <form ref={invalid.ref} onSubmit={submit} noValidate>
          {/* Read only, every field at once, for a role that may not change them. */}
          <fieldset disabled={!mayChange} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
            <Stack gap="5">
              <Section title="Sales tax">
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <Field
                    label="Tax rate (%)"
                    name="tax_rate_percent"
                    step="0.001"
                    value={form.tax_rate_percent}
                    onChange={(v) => set('tax_rate_percent', v)}
                    error={errors.tax_rate_percent}
                  />
                  <Stack gap="2">
                    <Text fontWeight="medium">Taxed</Text>
                    {(
                      [
                        ['rent', 'Rent and the early purchase price'],
                        ['damage_waiver', 'Damage waiver'],
                        ['fees', 'Fees (activation, late, returned check)'],
                      ] as const
                    ).map(([key, label]) => (
                      <Checkbox.Root
                        key={key}
                        minH="11"
                        checked={form.taxable[key]}
                        onCheckedChange={(e) =>
                          set('taxable', { ...form.taxable, [key]: e.checked === true })
                        }
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{label}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                </SimpleGrid>
              </Section>

              <Section title="Late fees">
                <Stack gap="4">
                  <RadioGroup.Root
                    value={form.late_fee_kind}
                    onValueChange={(e) => set('late_fee_kind', e.value as 'amount' | 'percent')}
                  >
                    <Stack direction={{ base: 'column', md: 'row' }} gap="4">
                      <RadioGroup.Item value="amount" minH="11">
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>A fixed amount</RadioGroup.ItemText>
                      </RadioGroup.Item>
                      <RadioGroup.Item value="percent" minH="11">
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>
                          A share of the installment, with a cap
                        </RadioGroup.ItemText>
                      </RadioGroup.Item>
                    </Stack>
                  </RadioGroup.Root>
                  <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                    {form.late_fee_kind === 'amount' ? (
                      <Field
                        label="Late fee ($)"
                        name="late_fee.amount"
                        value={form.late_fee_amount}
                        onChange={(v) => set('late_fee_amount', v)}
                        error={errors['late_fee.amount']}
                      />
                    ) : (
                      <>
                        <Field
                          label="Late fee (% of the rent)"
                          name="late_fee.percent"
                          step="0.001"
                          value={form.late_fee_percent}
                          onChange={(v) => set('late_fee_percent', v)}
                          error={errors['late_fee.percent']}
                        />
                        <Field
                          label="At most ($)"
                          name="late_fee.cap"
                          value={form.late_fee_cap}
                          onChange={(v) => set('late_fee_cap', v)}
                          error={errors['late_fee.cap']}
                        />
                      </>
                    )}
                  </SimpleGrid>
                  <Text color="fg.muted">
                    Charged once per installment still unpaid after its grace period.
                  </Text>
                  <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
                    {RENTAL_TERMS.map((t) => (
                      <Field
                        key={t}
                        label={`Grace, ${t} (days)`}
                        name={`grace_days.${t}`}
                        step="1"
                        value={form.grace_days[t]}
                        onChange={(v) => set('grace_days', { ...form.grace_days, [t]: v })}
                        error={errors[`grace_days.${t}`]}
                      />
                    ))}
                  </SimpleGrid>
                  <Field
                    label="Returned check fee ($)"
                    name="returned_check_fee"
                    value={form.returned_check_fee}
                    onChange={(v) => set('returned_check_fee', v)}
                    error={errors.returned_check_fee}
                    helper="Charged when a payment is reversed as a returned check; 0 charges none"
                  />
                </Stack>
              </Section>

              <Section title="Damage waiver">
                <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
                  {RENTAL_TERMS.map((t) => (
                    <Field
                      key={t}
                      label={`${t} ($ per installment)`}
                      name={`damage_waiver.${t}`}
                      value={form.damage_waiver[t]}
                      onChange={(v) => set('damage_waiver', { ...form.damage_waiver, [t]: v })}
                      error={errors[`damage_waiver.${t}`]}
                    />
                  ))}
                </SimpleGrid>
              </Section>

              <Section title="Drawer, charge-off and tablets">
                <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
                  <Field
                    label="Over/short needing a manager ($)"
                    name="drawer_threshold"
                    value={form.drawer_threshold}
                    onChange={(v) => set('drawer_threshold', v)}
                    error={errors.drawer_threshold}
                  />
                  <Field
                    label="Charge off after (days past due)"
                    name="charge_off_days"
                    step="1"
                    value={form.charge_off_days}
                    onChange={(v) => set('charge_off_days', v)}
                    error={errors.charge_off_days}
                  />
                  <Field
                    label="Sign out an idle tablet after (minutes, 0 = never)"
                    name="idle_sign_out_minutes"
                    step="1"
                    value={form.idle_sign_out_minutes}
                    onChange={(v) => set('idle_sign_out_minutes', v)}
                    error={errors.idle_sign_out_minutes}
                  />
                </SimpleGrid>
              </Section>

              <Section title="When it takes effect">
                <Stack gap="4" direction={{ base: 'column', md: 'row' }} align={{ md: 'end' }}>
                  <Field
                    label="From"
                    name="effective_from"
                    type="date"
                    value={form.effective_from}
                    onChange={(v) => set('effective_from', v)}
                    error={errors.effective_from}
                  />
                  <OnlineButton
                    type="submit"
                    colorPalette="brand"
                    minH="11"
                    loading={change.isPending}
                    loadingText="Saving..."
                    permission="settings.change"
                  >
                    Save settings
                  </OnlineButton>
                </Stack>
              </Section>
            </Stack>
          </fieldset>
        </form>
      )}
      {data && <Changes data={data} />}
    </Stack>
  );
}

function Changes({ data }: { data: StoreSettingsResponse }) {
  const timeZone = useStoreTimeZone();
  const rows = [
    ...data.upcoming.map((v) => ({ v, when: 'Upcoming' })),
    { v: data.current, when: 'In effect' },
    ...data.history.map((v) => ({ v, when: 'Earlier' })),
  ];
  return (
    <Section title="Changes">
      <Table.ScrollArea borderWidth="1px" rounded="lg">
        <Table.Root size="sm" aria-label="Settings changes">
          <Table.Header>
            <Table.Row bg="bg.muted">
              <Table.ColumnHeader>From</Table.ColumnHeader>
              <Table.ColumnHeader>State</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Tax</Table.ColumnHeader>
              <Table.ColumnHeader>Late fee</Table.ColumnHeader>
              <Table.ColumnHeader>Changed</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(({ v, when }) => (
              <Table.Row key={v.id}>
                <Table.Cell>{formatDay(v.effective_from)}</Table.Cell>
                <Table.Cell>{when}</Table.Cell>
                <Table.Cell textAlign="end">{v.tax_rate_percent}%</Table.Cell>
                <Table.Cell>
                  {v.late_fee.kind === 'amount'
                    ? formatMoney(v.late_fee.amount)
                    : `${v.late_fee.percent}% up to ${formatMoney(v.late_fee.cap)}`}
                </Table.Cell>
                <Table.Cell>
                  {v.id === 0
                    ? 'The defaults'
                    : `${formatDateTime(v.changed_at, timeZone)}${v.changed_by_name ? ` by ${v.changed_by_name}` : ''}`}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Section>
  );
}
