/** The frame of both payment result pages: icon, heading, details, actions. */
import type { ReactNode } from 'react';
import { Box, Card, DataList, HStack, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import type { IconType } from 'react-icons';

export interface ResultDetail {
  label: string;
  value: string | null | undefined;
}

export function ResultPanel(props: {
  icon: IconType;
  palette: string;
  title: string;
  message: string;
  details: ResultDetail[];
  actions: ReactNode;
}) {
  const shown = props.details.filter((d) => d.value);
  return (
    <Box maxW="xl" mx="auto" py={{ base: '4', md: '10' }}>
      <Card.Root colorPalette={props.palette}>
        <Card.Body gap="5" alignItems="center" textAlign="center">
          <Box p="3" rounded="full" bg="colorPalette.subtle" color="colorPalette.fg">
            <Icon as={props.icon} boxSize="10" aria-hidden />
          </Box>
          <Stack gap="1">
            <Heading as="h1" size="2xl">
              {props.title}
            </Heading>
            <Text color="fg.muted">{props.message}</Text>
          </Stack>
          {shown.length > 0 && (
            <DataList.Root
              orientation="horizontal"
              w="full"
              bg="bg.subtle"
              rounded="lg"
              p="4"
              textAlign="start"
            >
              {shown.map((d) => (
                <DataList.Item key={d.label}>
                  <DataList.ItemLabel>{d.label}</DataList.ItemLabel>
                  <DataList.ItemValue wordBreak="break-all">{d.value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          )}
          <HStack gap="3" wrap="wrap" justify="center">
            {props.actions}
          </HStack>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
