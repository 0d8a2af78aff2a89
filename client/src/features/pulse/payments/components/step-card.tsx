import type { ReactNode } from 'react';
import { Badge, Card, HStack } from '@chakra-ui/react';

/** One step of Process Payment: its number, its title, its content. */
export function StepCard(props: { step: number; title: string; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={`Step ${props.step}: ${props.title}`}>
      <Card.Header>
        <HStack gap="3">
          <Badge colorPalette="brand" variant="solid" rounded="full" px="2.5">
            Step {props.step}
          </Badge>
          <Card.Title>{props.title}</Card.Title>
        </HStack>
      </Card.Header>
      <Card.Body gap="4">{props.children}</Card.Body>
    </Card.Root>
  );
}
