import type { ReactNode } from 'react';
import { Button, EmptyState, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { IconType } from 'react-icons';
import { LuArrowLeft, LuSearchX, LuWifiOff } from 'react-icons/lu';
import { freshnessText } from '@/lib/freshness';

interface RecordStateProps {
  title: string;
  backTo: string;
  backLabel: string;
}

function RecordState(props: RecordStateProps & { icon: IconType; description?: ReactNode }) {
  const { icon: Indicator } = props;
  return (
    <EmptyState.Root size="lg" borderWidth="1px" rounded="xl" bg="bg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Indicator />
        </EmptyState.Indicator>
        <VStack textAlign="center" gap="3">
          <EmptyState.Title as="h1">{props.title}</EmptyState.Title>
          {props.description && <Text color="fg.muted">{props.description}</Text>}
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

/** A record that does not exist (or an id that cannot be one), with a way back. */
export function RecordNotFound(props: RecordStateProps) {
  return <RecordState icon={LuSearchX} {...props} />;
}

/**
 * A server record opened offline with no copy of it on the device: not skeletons that never
 * fill, but what is missing, when it appears, and a way back.
 */
export function RecordNotOnDevice(props: RecordStateProps) {
  return (
    <RecordState
      icon={LuWifiOff}
      description={freshnessText({ kind: 'never', reason: 'offline' })}
      {...props}
    />
  );
}
