/** Numbered pages with ellipses, Previous/Next, and 'Showing X to Y of Z contacts'. */
import { Button, ButtonGroup, IconButton, Pagination, Stack, Text } from '@chakra-ui/react';

interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

export function showingText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'Showing 0 to 0 of 0 contacts';
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return `Showing ${from} to ${to} of ${total} contacts`;
}

export function ContactsPagination({ page, pageSize, total, onPageChange }: Props) {
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align="center" gap="4">
      <Text color="fg.muted" textStyle="sm">
        {showingText(page, pageSize, total)}
      </Text>
      {total > pageSize && (
        <Pagination.Root
          count={total}
          pageSize={pageSize}
          page={page}
          siblingCount={1}
          translations={{
            rootLabel: 'Contacts pages',
            prevTriggerLabel: 'Previous',
            nextTriggerLabel: 'Next',
            itemLabel: ({ page: p }) => `Page ${p}`,
          }}
          onPageChange={(e) => onPageChange(e.page)}
        >
          <ButtonGroup variant="outline" size="lg" wrap="wrap">
            <Pagination.PrevTrigger asChild>
              <Button>Previous</Button>
            </Pagination.PrevTrigger>
            <Pagination.Items
              render={(p) => (
                <IconButton
                  variant={{ base: 'outline', _selected: 'solid' }}
                  colorPalette="brand"
                  aria-label={`Page ${p.value}`}
                >
                  {p.value}
                </IconButton>
              )}
            />
            <Pagination.NextTrigger asChild>
              <Button>Next</Button>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      )}
    </Stack>
  );
}
