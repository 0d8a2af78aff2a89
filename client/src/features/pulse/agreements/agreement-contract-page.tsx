/**
 * /pulse/agreements/{agreementId}/contract: the agreement as the contract the customer signs,
 * printed from the agreement page. It carries the agreement number and date, the lessor, the
 * lessee's name, address and phone, the unit (name, model, serial number, condition), the
 * payment schedule (rent, damage waiver, and each payment with its sales tax), the disclosures
 * and the fees, and prints as a clean document.
 */
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { LuArrowLeft, LuPrinter } from 'react-icons/lu';
import { ApiError } from '@/api/http';
import { useCustomer } from '@/features/pulse/customers/api/get-customer';
import { formatMoney, NO_VALUE, agreementName } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';
import { RecordNotFound } from '@/ui/not-found';
import { useAgreement, useAgreementItems } from './api/get-agreement';
import { useAgreementHistory } from './api/get-agreement-history';
import { ContractTerms } from './components/contract-terms';
import { PrintStyles } from './new/print-styles';

function Party({ title, lines }: { title: string; lines: (string | null | undefined)[] }) {
  return (
    <Box>
      <Text fontWeight="semibold">{title}</Text>
      {lines.map((line, i) => (
        <Text key={i}>{line || NO_VALUE}</Text>
      ))}
    </Box>
  );
}

export function AgreementContractPage() {
  const { agreementId } = useParams();
  const id = Number(agreementId);
  const agreement = useAgreement(id);
  const items = useAgreementItems(id);
  const history = useAgreementHistory(id);
  const a = agreement.data;
  const customer = useCustomer(a?.customer_id ?? 0);
  const c = customer.data;
  const back = `/pulse/agreements/${id}`;

  if (
    !Number.isInteger(id) ||
    id <= 0 ||
    (agreement.error instanceof ApiError && agreement.error.status === 404)
  )
    return (
      <RecordNotFound
        title="Agreement not found"
        backTo="/pulse/agreements"
        backLabel="Back to Agreements"
      />
    );
  if (!a)
    return (
      <Text color="fg.muted">
        {agreement.isError ? agreement.error.message : 'Loading the contract...'}
      </Text>
    );

  const schedule = history.data?.installments ?? [];
  const withWaiver = schedule.some((s) => s.damage_waiver > 0);
  return (
    <Stack gap="5">
      <PrintStyles />
      <HStack justify="space-between" data-print-hide="">
        <Button asChild variant="ghost" ms="-3">
          <RouterLink to={back}>
            <LuArrowLeft /> Back to the agreement
          </RouterLink>
        </Button>
        <Button colorPalette="brand" onClick={() => window.print()}>
          <LuPrinter /> Print
        </Button>
      </HStack>
      <Stack as="article" gap="5" bg="bg" borderWidth="1px" rounded="xl" p="6" data-print-root="">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            Lease Purchase Agreement
          </Heading>
          <Text>
            Agreement {agreementName(a.custom_agreement_id, a.agreement_id)} · dated{' '}
            {formatDay(a.agreement_date)}
            {a.delivery_date ? ` · delivered ${formatDay(a.delivery_date)}` : ''}
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" data-print-cols="2">
          <Party title="Lessor" lines={[a.lessor]} />
          <Party
            title="Lessee"
            lines={[a.customer_name, c?.address, c?.phone ?? c?.primary_phone, a.email]}
          />
        </SimpleGrid>
        <section>
          <Heading as="h2" size="md" mb="2">
            Property
          </Heading>
          <Table.Root size="sm" variant="outline" aria-label="Property">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Item</Table.ColumnHeader>
                <Table.ColumnHeader>Model</Table.ColumnHeader>
                <Table.ColumnHeader>Serial number</Table.ColumnHeader>
                <Table.ColumnHeader>Condition</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Cash price</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(items.data?.items ?? []).map((item) => (
                <Table.Row key={item.agreement_item_id}>
                  <Table.Cell>{item.item_name}</Table.Cell>
                  <Table.Cell>{item.model ?? NO_VALUE}</Table.Cell>
                  <Table.Cell>{item.serial_number ?? NO_VALUE}</Table.Cell>
                  <Table.Cell>{item.item_condition ?? NO_VALUE}</Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(item.retail_price)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </section>
        <section>
          <Heading as="h2" size="md" mb="2">
            Payment schedule
          </Heading>
          {schedule.length === 0 ? (
            <Text color="fg.muted">
              {history.isPending ? 'Loading the schedule...' : 'No payments are scheduled.'}
            </Text>
          ) : (
            <Table.Root size="sm" variant="outline" aria-label="Payment schedule">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>#</Table.ColumnHeader>
                  <Table.ColumnHeader>Due</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Rent</Table.ColumnHeader>
                  {withWaiver && (
                    <Table.ColumnHeader textAlign="end">Damage waiver</Table.ColumnHeader>
                  )}
                  <Table.ColumnHeader textAlign="end">Payment with tax</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {schedule.map((s, i) => (
                  <Table.Row key={s.scheduled_payment_id}>
                    <Table.Cell>{i + 1}</Table.Cell>
                    <Table.Cell>{formatDay(s.due_date)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatMoney(s.expected_amount)}</Table.Cell>
                    {withWaiver && (
                      <Table.Cell textAlign="end">{formatMoney(s.damage_waiver)}</Table.Cell>
                    )}
                    <Table.Cell textAlign="end">{formatMoney(s.amount_due)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </section>
        <ContractTerms
          agreement={a}
          cashPrice={items.data?.items[0]?.retail_price ?? null}
          payments={schedule.length}
          damageWaiver={schedule[0]?.damage_waiver ?? 0}
        />
        <SimpleGrid columns={2} gap="8" pt="8" data-print-cols="2">
          <Box borderTopWidth="1px" pt="1">
            <Text>Lessee signature and date</Text>
          </Box>
          <Box borderTopWidth="1px" pt="1">
            <Text>For the lessor: {a.lessor_signature_members.join(', ') || NO_VALUE}</Text>
          </Box>
        </SimpleGrid>
      </Stack>
    </Stack>
  );
}
