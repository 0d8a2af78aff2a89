import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LuArrowLeft, LuSearchX } from 'react-icons/lu';

/** A record that does not exist (or an id that cannot be one), with a way back. */
export function RecordNotFound(props: { title: string; backTo: string; backLabel: string }) {
  return (
    <EmptyState.Root size="lg" borderWidth="1px" rounded="xl" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuSearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="3">
          <EmptyState.Title as="h1">{props.title}</EmptyState.Title>
          <Button asChild variant="outline">
            <RouterLink to={props.backTo}>
              <LuArrowLeft /> {props.backLabel}
            </RouterLink>
          </Button>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
