/** Previous / Next and 'Page X of Y', shown only when there is more than one page. */
import { Button, HStack, Text } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight } from 'react-icons/lu';

interface Props {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
}

export function ItemsPager({ page, totalPages, onPage }: Props) {
  if (totalPages <= 1) return null;
  return (
    <HStack as="nav" aria-label="Item pages" justify="space-between" gap="4">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <LuChevronLeft /> Previous
      </Button>
      <Text aria-live="polite">
        Page {page} of {totalPages}
      </Text>
      <Button variant="outline" disabled={page >= totalPages} onClick={() => onPage(page + 1)}>
        Next <LuChevronRight />
      </Button>
    </HStack>
  );
}
