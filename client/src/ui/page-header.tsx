import type { ReactNode } from 'react';
import { Box, Heading, HStack, Text } from '@chakra-ui/react';

/** A screen's title, its one-line summary and its actions. */
export function PageHeader(props: { title: string; summary?: ReactNode; actions?: ReactNode }) {
  return (
    <HStack justify="space-between" align="start" wrap="wrap" gap="4" data-print-hide="">
      <Box>
        <Heading as="h1" size="2xl">
          {props.title}
        </Heading>
        {props.summary !== undefined && <Text color="fg.muted">{props.summary}</Text>}
      </Box>
      {props.actions && (
        <HStack gap="3" align="start" wrap="wrap">
          {props.actions}
        </HStack>
      )}
    </HStack>
  );
}
