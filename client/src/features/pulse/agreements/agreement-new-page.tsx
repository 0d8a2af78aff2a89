/**
 * /pulse/agreements/new (SPEC.md section 2, "New agreement"): the Lease Purchase Agreement as
 * a printable document. Every field of the form (SPEC.md section 3) with AGREEMENT_DEFAULTS,
 * the disclosures priced like the server prices, the lessor's signers, and the legal
 * acknowledgment without which nothing is sent. Creating needs a connection.
 */
import { type KeyboardEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { LESSOR_NAME } from '@rentline/sync-protocol/rules';
import { usePermission } from '@/api/use-permission';
import { NeedsManager } from '@/ui/online-button';
import { formatMoney } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import { AgreementFees } from './new/agreement-fees';
import { AgreementTerms } from './new/agreement-terms';
import { Disclosures } from './new/disclosures';
import { SearchPicker } from '@/ui/search-picker';
import { FormField } from '@/ui/form-field';
import { ItemPicker } from './new/item-picker';
import { PrintStyles } from './new/print-styles';
import { SignatureMembers } from './new/signature-members';
import { SubmitSection } from './new/submit-section';
import { useAgreementForm } from './new/use-agreement-form';
import { useFocusFirstInvalid } from '@/ui/use-focus-first-invalid';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" borderTopWidth="1px" pt="5">
      <Heading as="h2" size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Enter in a field submits (and so shows why it cannot), as a form would; not in searches. */
function submitOnEnter(submit: () => void) {
  return (e: KeyboardEvent<HTMLFormElement>) => {
    const target = e.target as HTMLElement;
    if (e.key !== 'Enter' || !(target instanceof HTMLInputElement)) return;
    if (target.type === 'search' || target.type === 'checkbox') return;
    e.preventDefault();
    submit();
  };
}

/** A collector does not write agreements (roles.ts `agreement.write`): the page says so. */
export function AgreementNewPage() {
  const { allowed } = usePermission('agreement.write');
  if (!allowed) {
    return (
      <Stack gap="4">
        <Heading as="h1" size="2xl">
          Lease Purchase Agreement
        </Heading>
        <NeedsManager action="agreement.write" full />
      </Stack>
    );
  }
  return <AgreementNewForm />;
}

function AgreementNewForm() {
  const form = useAgreementForm();
  const invalid = useFocusFirstInvalid();
  /** Submits; a refused form focuses its first invalid field. */
  const submit = () => {
    form.submit();
    invalid.reveal();
  };
  const { values, set, errors } = form;
  const customers = form.customers.data ?? [];

  return (
    <Stack gap="5">
      <PrintStyles />
      <HStack justify="space-between" wrap="wrap" gap="3" data-print-hide="">
        <Button asChild variant="ghost" ms="-3">
          <RouterLink to="/pulse/agreements">
            <LuArrowLeft /> Back to Agreements
          </RouterLink>
        </Button>
        <Button variant="outline" onClick={() => window.print()}>
          <LuPrinter /> Print
        </Button>
      </HStack>

      <Box
        asChild
        data-print-root=""
        bg="bg"
        borderWidth="1px"
        rounded="2xl"
        p={{ base: '5', md: '8' }}
      >
        <form
          ref={invalid.ref}
          aria-label="Lease Purchase Agreement"
          onKeyDown={submitOnEnter(submit)}
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
          noValidate
        >
          <Stack gap="6">
            <Stack gap="1" textAlign="center">
              <Heading as="h1" size="2xl">
                Lease Purchase Agreement
              </Heading>
              <Text color="fg.muted">
                {LESSOR_NAME} · Agreement date {formatDay(form.today)} · Agreement number assigned
                when created
              </Text>
            </Stack>

            <Section title="Parties">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-print-cols="2">
                <FormField label="Lessor">
                  <Box
                    width="full"
                    px="3"
                    py="2"
                    minH="11"
                    borderWidth="1px"
                    rounded="md"
                    bg="bg.muted"
                    data-print-plain=""
                  >
                    {LESSOR_NAME}
                  </Box>
                </FormField>
                <SearchPicker
                  label="Who is this for (lessee)"
                  name="whoIsThisFor"
                  required
                  value={values.whoIsThisFor}
                  onChange={(v) => set('whoIsThisFor', v)}
                  placeholder={
                    form.customers.isPending ? 'Loading customers...' : 'Select a customer'
                  }
                  options={customers.map((c) => ({
                    value: String(c.customer_id),
                    label: c.customer_name,
                    description: c.email || undefined,
                  }))}
                  error={errors.whoIsThisFor}
                  helper={
                    form.customer && (
                      <span data-print-hide="">
                        {form.customer.account_status} account · balance{' '}
                        {formatMoney(form.customer.outstanding_balance)}
                      </span>
                    )
                  }
                />
              </SimpleGrid>
            </Section>

            <Section title="Property">
              <ItemPicker
                value={values.selectedProperty}
                onChange={(item) => set('selectedProperty', item)}
                error={errors.selectedProperty}
              />
            </Section>

            <Section title="Terms">
              <AgreementTerms
                values={values}
                set={set}
                errors={errors}
                afterDiscount={form.afterDiscount}
              />
            </Section>

            <Section title="Fees">
              <AgreementFees values={values} set={set} errors={errors} />
            </Section>

            <Section title="Disclosures">
              <Disclosures
                values={values}
                pricing={form.pricing}
                onTimeShare={form.onTimeShare}
                today={form.today}
              />
            </Section>

            <Section title="Signatures">
              <Stack gap="6">
                <Box maxW={{ md: '50%' }}>
                  <Box borderBottomWidth="1px" borderColor="fg" minH="10" />
                  <Text fontSize="sm" mt="1">
                    Lessee{form.customer ? `: ${form.customer.customer_name}` : ''}
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    Date: ____________
                  </Text>
                </Box>
                <SignatureMembers
                  members={values.lessorSignatureMembers}
                  onChange={(m) => set('lessorSignatureMembers', m)}
                />
              </Stack>
            </Section>

            <SubmitSection form={form} />
          </Stack>
        </form>
      </Box>
    </Stack>
  );
}
