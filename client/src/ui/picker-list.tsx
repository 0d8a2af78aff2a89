/**
 * A searchable picker's list: one radio per option, with its loading, failure and empty states,
 * the next page loading as the list scrolls (or with 'Load more'). The caller draws each row.
 */
import type { ReactNode } from 'react';
import { Box, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useLoadMore } from '@/lib/use-load-more';

export interface PickerPages {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}

interface PickerListProps<T> {
  labelledBy: string;
  invalid?: boolean;
  query: PickerPages;
  items: T[];
  keyOf: (item: T) => string | number;
  isSelected: (item: T) => boolean;
  onSelect: (item: T) => void;
  renderItem: (item: T, selected: boolean) => ReactNode;
  failedText: string;
  emptyText: string;
  loadMoreText: string;
}

export function PickerList<T>(props: PickerListProps<T>) {
  const { query, items } = props;
  const { triggerIndex, triggerRef } = useLoadMore({
    count: items.length,
    hasMore: query.hasNextPage,
    loading: query.isFetchingNextPage,
    onLoadMore: () => void query.fetchNextPage(),
  });

  return (
    <Box
      role="radiogroup"
      aria-labelledby={props.labelledBy}
      maxH="64"
      overflowY="auto"
      borderWidth="1px"
      borderColor={props.invalid ? 'border.error' : 'border'}
      rounded="lg"
      p="1"
    >
      {query.isPending ? (
        <Stack gap="1" p="1">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height="11" />
          ))}
        </Stack>
      ) : query.isError && items.length === 0 ? (
        <HStack justify="space-between" p="2">
          <Text color="red.fg">{props.failedText}</Text>
          <Button size="sm" minH="11" variant="outline" onClick={() => void query.refetch()}>
            Retry
          </Button>
        </HStack>
      ) : items.length === 0 ? (
        <Text p="3" color="fg.muted">
          {props.emptyText}
        </Text>
      ) : (
        items.map((item, index) => {
          const selected = props.isSelected(item);
          return (
            <Button
              key={props.keyOf(item)}
              ref={index === triggerIndex ? triggerRef : undefined}
              role="radio"
              aria-checked={selected}
              variant={selected ? 'subtle' : 'ghost'}
              colorPalette={selected ? 'brand' : 'gray'}
              width="full"
              justifyContent="space-between"
              minH="11"
              h="auto"
              py="2"
              onClick={() => props.onSelect(item)}
            >
              {props.renderItem(item, selected)}
            </Button>
          );
        })
      )}
      {query.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          minH="11"
          width="full"
          mt="1"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {props.loadMoreText}
        </Button>
      )}
      {query.isError && items.length > 0 && (
        <Text p="2" color="red.fg" fontSize="sm">
          {props.failedText}
        </Text>
      )}
    </Box>
  );
}
