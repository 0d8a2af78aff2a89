import { Badge, Box, HStack, Heading, Icon, Text } from '@chakra-ui/react';
import { LuSparkles } from 'react-icons/lu';

/** The AI assistant side entry: labelled Beta, announced only (its behaviour is not specified). */
export function AiAssistantCard() {
  return (
    <Box
      as="aside"
      aria-labelledby="assistant-title"
      bg="bg"
      borderWidth="1px"
      rounded="2xl"
      p="5"
      colorPalette="purple"
    >
      <HStack gap="3" mb="3">
        <Box p="3" rounded="xl" bg="colorPalette.subtle" color="colorPalette.fg">
          <Icon as={LuSparkles} boxSize="6" aria-hidden />
        </Box>
        <Heading id="assistant-title" as="h2" size="lg">
          AI Assistant
        </Heading>
        <Badge colorPalette="purple" variant="solid">
          Beta
        </Badge>
      </HStack>
      <Text color="fg.muted">
        An assistant that answers questions about customers, agreements and stock is coming. It is
        not available in this version yet.
      </Text>
    </Box>
  );
}
