import { Badge, Heading, Stack, Text } from '@chakra-ui/react';

/** Connect screens: announced, not built (SPEC.md section 2, route table). */
export function ComingSoonPage({ description }: { description: string }) {
  return (
    <Stack gap="3" align="start" py="10">
      <Badge colorPalette="purple" size="lg">
        Connect
      </Badge>
      <Heading as="h1" size="3xl">
        Coming Soon
      </Heading>
      <Text color="fg.muted" fontSize="lg">
        {description}
      </Text>
    </Stack>
  );
}

export function SalesPipelinePage() {
  return <ComingSoonPage description="Coming Soon - Sales Pipeline Management & Tracking" />;
}

export function MarketingPage() {
  return <ComingSoonPage description="Coming Soon - Marketing Campaigns & Analytics" />;
}
