/** A customer's personal information and financial summary (SPEC.md section 2). */
import type { ReactNode } from 'react';
import { Badge, Box, DataList, Heading, HStack, Icon, Skeleton, Text } from '@chakra-ui/react';
import { LuMail, LuMapPin, LuPhone } from 'react-icons/lu';
import type { Customer } from '@rentline/sync-protocol/wire';
import { daysUntilDuePalette, daysUntilDueText, formatMoney, NO_VALUE } from '@/lib/format-numbers';
import { formatDay } from '@/lib/format';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" bg="bg" borderWidth="1px" rounded="xl" p="5">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

interface SummaryProps {
  customer: Customer | undefined;
  /** Its first read is in flight; without a customer otherwise (offline with no copy, or failed). */
  loading: boolean;
}

function Value({ loading, children }: { loading: boolean; children: ReactNode }) {
  return loading ? <Skeleton height="5" width="40" /> : <>{children}</>;
}

export function PersonalInfo({ customer, loading }: SummaryProps) {
  const rows = [
    { icon: LuMail, label: 'Email', value: customer?.email },
    { icon: LuPhone, label: 'Phone', value: customer?.phone ?? customer?.primary_phone },
    { icon: LuMapPin, label: 'Address', value: customer?.address },
  ];
  return (
    <Section title="Personal information">
      <DataList.Root orientation="horizontal">
        {rows.map((r) => (
          <DataList.Item key={r.label}>
            <DataList.ItemLabel>
              <Icon as={r.icon} aria-hidden /> {r.label}
            </DataList.ItemLabel>
            <DataList.ItemValue>
              <Value loading={loading}>{r.value || NO_VALUE}</Value>
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Section>
  );
}

export function FinancialSummary({ customer, loading }: SummaryProps) {
  const due = daysUntilDueText(customer?.days_until_due);
  return (
    <Section title="Financial summary">
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>Payment frequency</DataList.ItemLabel>
          <DataList.ItemValue>
            <Value loading={loading}>{customer?.payment_frequency || 'Monthly'}</Value>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Next account payment due</DataList.ItemLabel>
          <DataList.ItemValue>
            <Value loading={loading}>
              {formatDay(customer?.next_payment_due ?? customer?.next_account_due_date)}
            </Value>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Account balance</DataList.ItemLabel>
          <DataList.ItemValue>
            <Value loading={loading}>{formatMoney(customer?.outstanding_balance)}</Value>
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Next agreement payment due</DataList.ItemLabel>
          <DataList.ItemValue>
            <Value loading={loading}>
              <HStack gap="2" wrap="wrap">
                <Text>{formatDay(customer?.next_agreement_due_date)}</Text>
                {due && (
                  <Badge colorPalette={daysUntilDuePalette(customer?.days_until_due)}>{due}</Badge>
                )}
              </HStack>
            </Value>
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
    </Section>
  );
}
