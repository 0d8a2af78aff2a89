/** Step 1: the customer, from the picker list (SPEC.md section 7: limit 1000, offset 0). */
import { Alert, HStack, Icon, Skeleton, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import { useCustomerOptions } from '@/features/pulse/agreements/api/get-customer-options';
import { SearchPicker } from '@/ui/search-picker';
import { StepCard } from './step-card';

export function CustomerStep(props: { value: string; onChange: (customerId: string) => void }) {
  const customers = useCustomerOptions();
  return (
    <StepCard step={1} title="Select Customer">
      {customers.isPending ? (
        <Skeleton height="10" />
      ) : customers.isError && !customers.data ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Could not load customers: {customers.error.message}</Alert.Title>
        </Alert.Root>
      ) : (
        <SearchPicker
          label="Customer"
          name="customer_id"
          placeholder="Select a customer..."
          value={props.value}
          options={customers.data.map((c) => ({
            value: String(c.customer_id),
            label: c.customer_name,
          }))}
          onChange={props.onChange}
        />
      )}
      <HStack gap="2" color="fg.muted" fontSize="sm">
        <Icon as={LuShieldCheck} aria-hidden />
        <Text>
          Card payments are processed securely by our card payment provider; card details never
          reach this portal.
        </Text>
      </HStack>
    </StepCard>
  );
}
